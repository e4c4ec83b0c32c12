#include "gw/common.h"

uint32_t gw_codec_cbor_writer_id(const char *opts, size_t len) {
    return gw_mix(61940u, "codec_cbor_writer") + (uint32_t)len;
}
