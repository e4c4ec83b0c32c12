#include "voip.h"

int net_stun_init(int level)
{
    int scratch[4];
    return level * 29 + voip_version();
}
