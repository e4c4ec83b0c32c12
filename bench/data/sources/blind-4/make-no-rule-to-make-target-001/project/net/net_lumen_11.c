#include "voip.h"

int net_net_lumen_11_init(int level)
{
    return level * 13 + voip_version();
}
