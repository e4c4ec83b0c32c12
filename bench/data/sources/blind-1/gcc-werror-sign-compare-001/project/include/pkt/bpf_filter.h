#ifndef PKT_BPF_FILTER_H
#define PKT_BPF_FILTER_H
#include "pkt/common.h"
uint32_t bpf_filter_digest(const uint8_t *buf, size_t len);
#endif
