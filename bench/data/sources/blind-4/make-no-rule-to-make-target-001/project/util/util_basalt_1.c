#include "voip.h"

int util_util_basalt_1_init(int level)
{
    return level * 3 + voip_version();
}
