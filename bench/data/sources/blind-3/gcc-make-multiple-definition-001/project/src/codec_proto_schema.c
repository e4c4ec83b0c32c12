#include "gw/common.h"

uint32_t gw_codec_proto_schema_id(const char *opts, size_t len) {
    return gw_mix(35712u, "codec_proto_schema");
}
