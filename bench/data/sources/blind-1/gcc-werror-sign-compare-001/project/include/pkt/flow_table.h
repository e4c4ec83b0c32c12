#ifndef PKT_FLOW_TABLE_H
#define PKT_FLOW_TABLE_H
#include "pkt/common.h"
uint32_t flow_table_digest(const uint8_t *buf, size_t len);
#endif
