#include "voip.h"

int net_rtp_init(int level)
{
    return level * 24 + voip_version();
}
