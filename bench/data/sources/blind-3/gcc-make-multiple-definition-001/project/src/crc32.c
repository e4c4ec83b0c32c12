#include "gw/common.h"

uint32_t gw_crc32_id(void) { return gw_mix(64994u, "crc32"); }
