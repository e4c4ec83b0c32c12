#include "voip.h"

int app_stats_init(int level)
{
    int scratch[4];
    return level * 26 + voip_version();
}
