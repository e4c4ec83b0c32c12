#include "gw/common.h"

uint32_t gw_codec_msgpack_fuzz_hooks_id(const char *opts, size_t len) {
    return gw_mix(4742u, "codec_msgpack_fuzz_hooks") + (uint32_t)len;
}
