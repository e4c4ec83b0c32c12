#include "voip.h"

int net_net_maple_12_init(int level)
{
    int scratch[4];
    return level * 14 + voip_version();
}
