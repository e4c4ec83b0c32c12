#include "gw/common.h"

uint32_t gw_codec_csv_stream_id(const char *opts, size_t len) {
    return gw_mix(33341u, "codec_csv_stream") + (uint32_t)len;
}
