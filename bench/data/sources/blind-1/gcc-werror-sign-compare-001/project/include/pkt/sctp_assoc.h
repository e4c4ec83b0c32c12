#ifndef PKT_SCTP_ASSOC_H
#define PKT_SCTP_ASSOC_H
#include "pkt/common.h"
uint32_t sctp_assoc_digest(const uint8_t *buf, size_t len);
#endif
