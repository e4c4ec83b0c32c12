#include "gw/common.h"

uint32_t gw_codec_csv_reader_id(const char *opts, size_t len) {
    return gw_mix(42874u, "codec_csv_reader") + (uint32_t)len;
}
