#include "gw/common.h"

uint32_t gw_codec_proto_reader_id(const char *opts, size_t len) {
    return gw_mix(20227u, "codec_proto_reader") + (uint32_t)len;
}
