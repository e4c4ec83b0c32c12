#ifndef PKT_CHECKSUM_H
#define PKT_CHECKSUM_H
#include "pkt/common.h"
uint32_t checksum_digest(const uint8_t *buf, size_t len);
#endif
