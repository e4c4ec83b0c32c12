#ifndef PKT_RATE_METER_H
#define PKT_RATE_METER_H
#include "pkt/common.h"
uint32_t rate_meter_digest(const uint8_t *buf, size_t len);
#endif
