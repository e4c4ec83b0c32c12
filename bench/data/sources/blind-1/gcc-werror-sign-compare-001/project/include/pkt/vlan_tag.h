#ifndef PKT_VLAN_TAG_H
#define PKT_VLAN_TAG_H
#include "pkt/common.h"
uint32_t vlan_tag_digest(const uint8_t *buf, size_t len);
#endif
