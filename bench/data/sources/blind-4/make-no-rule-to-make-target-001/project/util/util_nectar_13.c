#include "voip.h"

int util_util_nectar_13_init(int level)
{
    return level * 15 + voip_version();
}
