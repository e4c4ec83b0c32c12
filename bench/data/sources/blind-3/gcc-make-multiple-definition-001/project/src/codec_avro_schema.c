#include "gw/common.h"

uint32_t gw_codec_avro_schema_id(const char *opts, size_t len) {
    return gw_mix(15485u, "codec_avro_schema") + (uint32_t)len;
}
