#include "voip.h"

int util_bits_init(int level)
{
    return level * 25 + voip_version();
}
