#include "voip.h"

int net_net_onyx_14_init(int level)
{
    return level * 16 + voip_version();
}
