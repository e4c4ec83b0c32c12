#include "voip.h"

int net_net_cedar_2_init(int level)
{
    return level * 4 + voip_version();
}
