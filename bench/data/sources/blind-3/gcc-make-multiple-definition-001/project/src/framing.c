#include "gw/common.h"

uint32_t gw_framing_id(void) { return gw_mix(64467u, "framing"); }
