#include <stddef.h>
#include <string.h>
#include "proto_gen.h"

int decode_kind(const unsigned char *b, size_t n) {
    if (n < 3)
        return -1;
    return b[2] == MSG_PING ? MSG_PONG : b[2];
}
