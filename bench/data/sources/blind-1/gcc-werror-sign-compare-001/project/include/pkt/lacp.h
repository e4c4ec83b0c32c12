#ifndef PKT_LACP_H
#define PKT_LACP_H
#include "pkt/common.h"
uint32_t lacp_digest(const uint8_t *buf, size_t len);
#endif
