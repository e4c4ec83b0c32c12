#ifndef PKT_VRF_TABLE_H
#define PKT_VRF_TABLE_H
#include "pkt/common.h"
uint32_t vrf_table_digest(const uint8_t *buf, size_t len);
#endif
