#include "voip.h"

int net_net_ember_4_init(int level)
{
    return level * 6 + voip_version();
}
