#include "voip.h"

int net_net_vesper_21_init(int level)
{
    int scratch[4];
    return level * 23 + voip_version();
}
