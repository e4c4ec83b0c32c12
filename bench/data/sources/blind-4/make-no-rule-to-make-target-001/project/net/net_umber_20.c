#include "voip.h"

int net_net_umber_20_init(int level)
{
    return level * 22 + voip_version();
}
