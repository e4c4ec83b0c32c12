#include "voip.h"

int util_util_raven_17_init(int level)
{
    return level * 19 + voip_version();
}
