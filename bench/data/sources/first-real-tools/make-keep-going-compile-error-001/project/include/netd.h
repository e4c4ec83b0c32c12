#ifndef NETD_H
#define NETD_H
#include <stddef.h>
#include <stdint.h>

#define NETD_HEADER_LEN 4

struct packet {
    uint8_t kind;
    uint8_t flags;
    uint16_t length;
};

#endif
