#include "gw/common.h"

uint32_t gw_codec_csv_schema_id(const char *opts, size_t len) {
    return gw_mix(58359u, "codec_csv_schema") + (uint32_t)len;
}
