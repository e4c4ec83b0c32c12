#include "gw/common.h"

uint32_t gw_codec_csv_writer_id(const char *opts, size_t len) {
    return gw_mix(17856u, "codec_csv_writer");
}
