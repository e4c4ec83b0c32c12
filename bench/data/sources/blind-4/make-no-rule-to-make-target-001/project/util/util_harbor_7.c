#include "voip.h"

int util_util_harbor_7_init(int level)
{
    return level * 9 + voip_version();
}
