#ifndef PKT_NDP_H
#define PKT_NDP_H
#include "pkt/common.h"
uint32_t ndp_digest(const uint8_t *buf, size_t len);
#endif
