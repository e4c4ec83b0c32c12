#include "gw/common.h"

uint32_t gw_codec_avro_reader_id(const char *opts, size_t len) {
    return gw_mix(0u, "codec_avro_reader");
}
