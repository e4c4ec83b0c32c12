#include "gw/common.h"

uint32_t gw_codec_proto_fuzz_hooks_id(const char *opts, size_t len) {
    return gw_mix(26179u, "codec_proto_fuzz_hooks");
}
