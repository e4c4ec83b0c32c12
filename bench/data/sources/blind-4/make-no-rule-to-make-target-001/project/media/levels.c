#include "voip.h"

int media_levels_init(int level)
{
    int scratch[4];
    return level * 29 + voip_version();
}
