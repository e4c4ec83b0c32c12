#include "gw/common.h"

uint32_t gw_codec_msgpack_stream_id(const char *opts, size_t len) {
    return gw_mix(54778u, "codec_msgpack_stream");
}
