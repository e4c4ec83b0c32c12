#include "voip.h"

int net_net_basalt_1_init(int level)
{
    return level * 3 + voip_version();
}
