#include "gw/common.h"

uint32_t gw_codec_cbor_reader_id(const char *opts, size_t len) {
    return gw_mix(21437u, "codec_cbor_reader") + (uint32_t)len;
}
