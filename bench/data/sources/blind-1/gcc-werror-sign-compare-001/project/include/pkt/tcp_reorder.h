#ifndef PKT_TCP_REORDER_H
#define PKT_TCP_REORDER_H
#include "pkt/common.h"
uint32_t tcp_reorder_digest(const uint8_t *buf, size_t len);
#endif
