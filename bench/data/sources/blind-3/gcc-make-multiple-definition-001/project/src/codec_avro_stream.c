#include "gw/common.h"

uint32_t gw_codec_avro_stream_id(const char *opts, size_t len) {
    return gw_mix(55988u, "codec_avro_stream");
}
