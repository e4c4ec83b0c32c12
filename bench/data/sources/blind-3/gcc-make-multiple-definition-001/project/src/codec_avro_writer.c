#include "gw/common.h"

uint32_t gw_codec_avro_writer_id(const char *opts, size_t len) {
    return gw_mix(40503u, "codec_avro_writer") + (uint32_t)len;
}
