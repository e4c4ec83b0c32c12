#ifndef PKT_POLICER_H
#define PKT_POLICER_H
#include "pkt/common.h"
uint32_t policer_digest(const uint8_t *buf, size_t len);
#endif
