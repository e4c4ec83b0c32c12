#ifndef PKT_CRC32C_H
#define PKT_CRC32C_H
#include "pkt/common.h"
uint32_t crc32c_digest(const uint8_t *buf, size_t len);
#endif
