#ifndef PKT_MPLS_LABEL_H
#define PKT_MPLS_LABEL_H
#include "pkt/common.h"
uint32_t mpls_label_digest(const uint8_t *buf, size_t len);
#endif
