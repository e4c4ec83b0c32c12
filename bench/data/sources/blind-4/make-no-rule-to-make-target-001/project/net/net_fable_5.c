#include "voip.h"

int net_net_fable_5_init(int level)
{
    return level * 7 + voip_version();
}
