#include "voip.h"

int util_util_cedar_2_init(int level)
{
    return level * 4 + voip_version();
}
