#ifndef PKT_STP_BRIDGE_H
#define PKT_STP_BRIDGE_H
#include "pkt/common.h"
uint32_t stp_bridge_digest(const uint8_t *buf, size_t len);
#endif
