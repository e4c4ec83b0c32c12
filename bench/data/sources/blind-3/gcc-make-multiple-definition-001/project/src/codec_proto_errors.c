#include "gw/common.h"

uint32_t gw_codec_proto_errors_id(const char *opts, size_t len) {
    return gw_mix(51197u, "codec_proto_errors") + (uint32_t)len;
}
