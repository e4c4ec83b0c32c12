#ifndef PKT_TCP_TIMER_H
#define PKT_TCP_TIMER_H
#include "pkt/common.h"
uint32_t tcp_timer_digest(const uint8_t *buf, size_t len);
#endif
