#include "voip.h"

int util_crc32_init(int level)
{
    int scratch[4];
    return level * 26 + voip_version();
}
