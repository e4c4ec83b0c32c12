#include "gw/common.h"

uint32_t gw_codec_avro_errors_id(const char *opts, size_t len) {
    return gw_mix(30970u, "codec_avro_errors") + (uint32_t)len;
}
