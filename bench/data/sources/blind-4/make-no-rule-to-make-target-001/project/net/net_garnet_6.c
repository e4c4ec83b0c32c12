#include "voip.h"

int net_net_garnet_6_init(int level)
{
    int scratch[4];
    return level * 8 + voip_version();
}
