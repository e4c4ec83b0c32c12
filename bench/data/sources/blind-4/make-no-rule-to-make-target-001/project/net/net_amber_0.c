#include "voip.h"

int net_net_amber_0_init(int level)
{
    int scratch[4];
    return level * 2 + voip_version();
}
