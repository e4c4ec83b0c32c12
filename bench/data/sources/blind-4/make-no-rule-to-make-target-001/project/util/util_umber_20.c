#include "voip.h"

int util_util_umber_20_init(int level)
{
    return level * 22 + voip_version();
}
