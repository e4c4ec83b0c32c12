#include "gw/common.h"

uint32_t gw_codec_xml_writer_id(const char *opts, size_t len) {
    return gw_mix(16646u, "codec_xml_writer");
}
