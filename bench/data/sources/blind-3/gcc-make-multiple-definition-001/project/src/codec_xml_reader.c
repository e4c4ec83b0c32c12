#include "gw/common.h"

uint32_t gw_codec_xml_reader_id(const char *opts, size_t len) {
    return gw_mix(41664u, "codec_xml_reader") + (uint32_t)len;
}
