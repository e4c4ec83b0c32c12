#ifndef PKT_DNS_CACHE_H
#define PKT_DNS_CACHE_H
#include "pkt/common.h"
uint32_t dns_cache_digest(const uint8_t *buf, size_t len);
#endif
