#include "gw/common.h"

uint32_t gw_codec_cbor_stream_id(const char *opts, size_t len) {
    return gw_mix(11904u, "codec_cbor_stream") + (uint32_t)len;
}
