#include "voip.h"

int util_util_quartz_16_init(int level)
{
    return level * 18 + voip_version();
}
