#ifndef PKT_PCAP_WRITER_H
#define PKT_PCAP_WRITER_H
#include "pkt/common.h"
uint32_t pcap_writer_digest(const uint8_t *buf, size_t len);
#endif
