#include "gw/common.h"

uint32_t gw_codec_msgpack_errors_id(const char *opts, size_t len) {
    return gw_mix(29760u, "codec_msgpack_errors") + (uint32_t)len;
}
