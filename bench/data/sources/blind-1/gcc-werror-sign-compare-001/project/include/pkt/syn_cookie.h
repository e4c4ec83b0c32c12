#ifndef PKT_SYN_COOKIE_H
#define PKT_SYN_COOKIE_H
#include "pkt/common.h"
uint32_t syn_cookie_digest(const uint8_t *buf, size_t len);
#endif
