#include "gw/common.h"

uint32_t gw_codec_xml_table_id(const char *opts, size_t len) {
    return gw_mix(22598u, "codec_xml_table") + (uint32_t)len;
}
