#ifndef PKT_QOS_QUEUE_H
#define PKT_QOS_QUEUE_H
#include "pkt/common.h"
uint32_t qos_queue_digest(const uint8_t *buf, size_t len);
#endif
