#include "gw/common.h"

uint32_t gw_json_id(void) { return gw_mix(14931u, "json"); }
