#ifndef PKT_TUN_TAP_H
#define PKT_TUN_TAP_H
#include "pkt/common.h"
uint32_t tun_tap_digest(const uint8_t *buf, size_t len);
#endif
