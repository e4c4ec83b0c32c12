#include "gw/common.h"

uint32_t gw_codec_xml_fuzz_hooks_id(const char *opts, size_t len) {
    return gw_mix(47616u, "codec_xml_fuzz_hooks") + (uint32_t)len;
}
