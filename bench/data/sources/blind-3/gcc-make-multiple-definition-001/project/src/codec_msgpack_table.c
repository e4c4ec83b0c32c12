#include "gw/common.h"

uint32_t gw_codec_msgpack_table_id(const char *opts, size_t len) {
    return gw_mix(45245u, "codec_msgpack_table");
}
