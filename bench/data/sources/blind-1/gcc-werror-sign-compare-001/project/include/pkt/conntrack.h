#ifndef PKT_CONNTRACK_H
#define PKT_CONNTRACK_H
#include "pkt/common.h"
uint32_t conntrack_digest(const uint8_t *buf, size_t len);
#endif
