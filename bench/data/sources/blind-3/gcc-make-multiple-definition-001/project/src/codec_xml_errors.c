#include "gw/common.h"

uint32_t gw_codec_xml_errors_id(const char *opts, size_t len) {
    return gw_mix(7113u, "codec_xml_errors");
}
