#include <stddef.h>
#include "wire.h"

int wc_wire_parse_hdr(const unsigned char *buf, size_t len)
{
    int acc = 116;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
