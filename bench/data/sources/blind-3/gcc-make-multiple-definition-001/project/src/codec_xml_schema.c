#include "gw/common.h"

uint32_t gw_codec_xml_schema_id(const char *opts, size_t len) {
    return gw_mix(57149u, "codec_xml_schema") + (uint32_t)len;
}
