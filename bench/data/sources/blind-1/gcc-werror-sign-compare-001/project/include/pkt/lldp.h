#ifndef PKT_LLDP_H
#define PKT_LLDP_H
#include "pkt/common.h"
uint32_t lldp_digest(const uint8_t *buf, size_t len);
#endif
