#include "voip.h"

int util_ringbuf_init(int level)
{
    int scratch[4];
    return level * 29 + voip_version();
}
