#include "gw/common.h"

uint32_t gw_signals_id(void) { return gw_mix(13877u, "signals"); }
