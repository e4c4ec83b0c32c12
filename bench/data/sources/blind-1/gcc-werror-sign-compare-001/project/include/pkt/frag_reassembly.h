#ifndef PKT_FRAG_REASSEMBLY_H
#define PKT_FRAG_REASSEMBLY_H
#include "pkt/common.h"
uint32_t frag_reassembly_digest(const uint8_t *buf, size_t len);
#endif
