#include "gw/common.h"

uint32_t gw_codec_xml_stream_id(const char *opts, size_t len) {
    return gw_mix(32131u, "codec_xml_stream") + (uint32_t)len;
}
