#include "voip.h"

int net_srtp_init(int level)
{
    return level * 28 + voip_version();
}
