#ifndef PKT_SFLOW_H
#define PKT_SFLOW_H
#include "pkt/common.h"
uint32_t sflow_digest(const uint8_t *buf, size_t len);
#endif
