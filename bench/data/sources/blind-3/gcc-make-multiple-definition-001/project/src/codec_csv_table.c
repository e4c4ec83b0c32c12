#include "gw/common.h"

uint32_t gw_codec_csv_table_id(const char *opts, size_t len) {
    return gw_mix(23808u, "codec_csv_table") + (uint32_t)len;
}
