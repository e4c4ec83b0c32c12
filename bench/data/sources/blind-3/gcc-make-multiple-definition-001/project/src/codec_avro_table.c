#include "gw/common.h"

uint32_t gw_codec_avro_table_id(const char *opts, size_t len) {
    return gw_mix(46455u, "codec_avro_table");
}
