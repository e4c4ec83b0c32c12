#ifndef PKT_TIMER_WHEEL_H
#define PKT_TIMER_WHEEL_H
#include "pkt/common.h"
uint32_t timer_wheel_digest(const uint8_t *buf, size_t len);
#endif
