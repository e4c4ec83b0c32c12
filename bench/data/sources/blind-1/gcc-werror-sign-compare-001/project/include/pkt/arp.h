#ifndef PKT_ARP_H
#define PKT_ARP_H
#include "pkt/common.h"
uint32_t arp_digest(const uint8_t *buf, size_t len);
#endif
