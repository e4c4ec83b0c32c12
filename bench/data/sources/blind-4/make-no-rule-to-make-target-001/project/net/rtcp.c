#include "voip.h"

int net_rtcp_init(int level)
{
    return level * 25 + voip_version();
}
