#include "voip.h"

int util_util_thistle_19_init(int level)
{
    return level * 21 + voip_version();
}
