#include "gw/common.h"

uint32_t gw_codec_cbor_errors_id(const char *opts, size_t len) {
    return gw_mix(52407u, "codec_cbor_errors") + (uint32_t)len;
}
