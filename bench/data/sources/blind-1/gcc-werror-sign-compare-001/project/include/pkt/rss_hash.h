#ifndef PKT_RSS_HASH_H
#define PKT_RSS_HASH_H
#include "pkt/common.h"
uint32_t rss_hash_digest(const uint8_t *buf, size_t len);
#endif
