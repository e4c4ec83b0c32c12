#include "voip.h"

int util_util_pollen_15_init(int level)
{
    int scratch[4];
    return level * 17 + voip_version();
}
