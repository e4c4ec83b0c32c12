#include "voip.h"

int net_jitter_init(int level)
{
    return level * 31 + voip_version();
}
