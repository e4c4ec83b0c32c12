#ifndef PKT_SNMP_AGENT_H
#define PKT_SNMP_AGENT_H
#include "pkt/common.h"
uint32_t snmp_agent_digest(const uint8_t *buf, size_t len);
#endif
