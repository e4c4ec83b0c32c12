#include "gw/common.h"

uint32_t gw_codec_proto_writer_id(const char *opts, size_t len) {
    return gw_mix(60730u, "codec_proto_writer") + (uint32_t)len;
}
