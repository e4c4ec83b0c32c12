#include "voip.h"

int util_timebase_init(int level)
{
    return level * 31 + voip_version();
}
