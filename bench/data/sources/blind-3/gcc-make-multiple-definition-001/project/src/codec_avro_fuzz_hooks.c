#include "gw/common.h"

uint32_t gw_codec_avro_fuzz_hooks_id(const char *opts, size_t len) {
    return gw_mix(5952u, "codec_avro_fuzz_hooks") + (uint32_t)len;
}
