#include "gw/common.h"

uint32_t gw_codec_csv_errors_id(const char *opts, size_t len) {
    return gw_mix(8323u, "codec_csv_errors");
}
