#include "gw/common.h"

uint32_t gw_codec_cbor_fuzz_hooks_id(const char *opts, size_t len) {
    return gw_mix(27389u, "codec_cbor_fuzz_hooks");
}
