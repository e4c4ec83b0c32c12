#include "voip.h"

int net_net_thistle_19_init(int level)
{
    return level * 21 + voip_version();
}
