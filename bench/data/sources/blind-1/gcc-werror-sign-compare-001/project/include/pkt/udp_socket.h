#ifndef PKT_UDP_SOCKET_H
#define PKT_UDP_SOCKET_H
#include "pkt/common.h"
uint32_t udp_socket_digest(const uint8_t *buf, size_t len);
#endif
