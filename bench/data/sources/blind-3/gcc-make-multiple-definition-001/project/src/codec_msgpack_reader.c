#include "gw/common.h"

uint32_t gw_codec_msgpack_reader_id(const char *opts, size_t len) {
    return gw_mix(64311u, "codec_msgpack_reader");
}
