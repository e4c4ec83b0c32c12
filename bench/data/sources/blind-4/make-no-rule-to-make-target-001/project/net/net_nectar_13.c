#include "voip.h"

int net_net_nectar_13_init(int level)
{
    return level * 15 + voip_version();
}
