#ifndef PKT_IGMP_SNOOP_H
#define PKT_IGMP_SNOOP_H
#include "pkt/common.h"
uint32_t igmp_snoop_digest(const uint8_t *buf, size_t len);
#endif
