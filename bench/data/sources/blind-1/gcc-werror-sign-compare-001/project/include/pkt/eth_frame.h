#ifndef PKT_ETH_FRAME_H
#define PKT_ETH_FRAME_H
#include "pkt/common.h"
uint32_t eth_frame_digest(const uint8_t *buf, size_t len);
#endif
