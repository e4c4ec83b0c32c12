#include "voip.h"

int util_util_maple_12_init(int level)
{
    int scratch[4];
    return level * 14 + voip_version();
}
