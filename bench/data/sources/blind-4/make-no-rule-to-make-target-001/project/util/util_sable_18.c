#include "voip.h"

int util_util_sable_18_init(int level)
{
    int scratch[4];
    return level * 20 + voip_version();
}
