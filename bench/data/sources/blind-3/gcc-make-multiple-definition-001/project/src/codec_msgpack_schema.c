#include "gw/common.h"

uint32_t gw_codec_msgpack_schema_id(const char *opts, size_t len) {
    return gw_mix(14275u, "codec_msgpack_schema") + (uint32_t)len;
}
