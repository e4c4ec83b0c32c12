#ifndef PKT_IPSEC_SA_H
#define PKT_IPSEC_SA_H
#include "pkt/common.h"
uint32_t ipsec_sa_digest(const uint8_t *buf, size_t len);
#endif
