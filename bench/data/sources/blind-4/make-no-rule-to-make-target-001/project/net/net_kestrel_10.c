#include "voip.h"

int net_net_kestrel_10_init(int level)
{
    return level * 12 + voip_version();
}
