#ifndef PKT_SHAPER_H
#define PKT_SHAPER_H
#include "pkt/common.h"
uint32_t shaper_digest(const uint8_t *buf, size_t len);
#endif
