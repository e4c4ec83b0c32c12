#include "gw/common.h"

uint32_t gw_codec_proto_table_id(const char *opts, size_t len) {
    return gw_mix(1161u, "codec_proto_table") + (uint32_t)len;
}
