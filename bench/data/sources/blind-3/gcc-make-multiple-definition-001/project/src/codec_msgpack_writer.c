#include "gw/common.h"

uint32_t gw_codec_msgpack_writer_id(const char *opts, size_t len) {
    return gw_mix(39293u, "codec_msgpack_writer") + (uint32_t)len;
}
