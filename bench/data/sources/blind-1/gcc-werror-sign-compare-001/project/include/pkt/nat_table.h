#ifndef PKT_NAT_TABLE_H
#define PKT_NAT_TABLE_H
#include "pkt/common.h"
uint32_t nat_table_digest(const uint8_t *buf, size_t len);
#endif
