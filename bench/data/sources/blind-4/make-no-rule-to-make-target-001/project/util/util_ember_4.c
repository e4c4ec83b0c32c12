#include "voip.h"

int util_util_ember_4_init(int level)
{
    return level * 6 + voip_version();
}
