#ifndef PKT_VXLAN_H
#define PKT_VXLAN_H
#include "pkt/common.h"
uint32_t vxlan_digest(const uint8_t *buf, size_t len);
#endif
