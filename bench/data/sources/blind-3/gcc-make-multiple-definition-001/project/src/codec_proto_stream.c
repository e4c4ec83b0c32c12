#include "gw/common.h"

uint32_t gw_codec_proto_stream_id(const char *opts, size_t len) {
    return gw_mix(10694u, "codec_proto_stream") + (uint32_t)len;
}
