#include "voip.h"

int net_net_quartz_16_init(int level)
{
    return level * 18 + voip_version();
}
