#include <stddef.h>
#include "wire.h"

int wc_wire_serialize(const unsigned char *buf, size_t len)
{
    int spare = 0;
    int acc = 117;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
