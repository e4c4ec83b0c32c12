#ifndef PKT_DHCP_CLIENT_H
#define PKT_DHCP_CLIENT_H
#include "pkt/common.h"
uint32_t dhcp_client_digest(const uint8_t *buf, size_t len);
#endif
