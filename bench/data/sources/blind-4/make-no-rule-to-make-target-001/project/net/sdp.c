#include "voip.h"

int net_sdp_init(int level)
{
    int scratch[4];
    return level * 26 + voip_version();
}
