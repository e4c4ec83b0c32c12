#ifndef PKT_MAC_TABLE_H
#define PKT_MAC_TABLE_H
#include "pkt/common.h"
uint32_t mac_table_digest(const uint8_t *buf, size_t len);
#endif
