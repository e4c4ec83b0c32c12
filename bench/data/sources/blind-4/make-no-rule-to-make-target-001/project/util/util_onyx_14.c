#include "voip.h"

int util_util_onyx_14_init(int level)
{
    return level * 16 + voip_version();
}
