#ifndef PKT_ICMP_ECHO_H
#define PKT_ICMP_ECHO_H
#include "pkt/common.h"
uint32_t icmp_echo_digest(const uint8_t *buf, size_t len);
#endif
