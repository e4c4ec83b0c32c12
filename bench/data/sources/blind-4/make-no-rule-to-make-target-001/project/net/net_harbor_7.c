#include "voip.h"

int net_net_harbor_7_init(int level)
{
    return level * 9 + voip_version();
}
