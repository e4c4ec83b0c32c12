#include "gw/common.h"

uint32_t gw_codec_cbor_schema_id(const char *opts, size_t len) {
    return gw_mix(36922u, "codec_cbor_schema");
}
