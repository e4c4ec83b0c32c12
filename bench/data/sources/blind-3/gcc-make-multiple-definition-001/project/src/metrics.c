#include "gw/common.h"

uint32_t gw_metrics_id(void) { return gw_mix(30916u, "metrics"); }
