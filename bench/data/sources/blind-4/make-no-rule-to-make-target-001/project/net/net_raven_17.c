#include "voip.h"

int net_net_raven_17_init(int level)
{
    return level * 19 + voip_version();
}
