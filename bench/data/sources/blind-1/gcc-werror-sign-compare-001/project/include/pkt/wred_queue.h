#ifndef PKT_WRED_QUEUE_H
#define PKT_WRED_QUEUE_H
#include "pkt/common.h"
uint32_t wred_queue_digest(const uint8_t *buf, size_t len);
#endif
