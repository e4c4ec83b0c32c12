#include "gw/common.h"

uint32_t gw_strings_id(void) { return gw_mix(46374u, "strings"); }
