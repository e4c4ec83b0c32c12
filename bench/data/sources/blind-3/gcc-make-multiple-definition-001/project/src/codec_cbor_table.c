#include "gw/common.h"

uint32_t gw_codec_cbor_table_id(const char *opts, size_t len) {
    return gw_mix(2371u, "codec_cbor_table") + (uint32_t)len;
}
