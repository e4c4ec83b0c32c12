#include "voip.h"

int util_util_lumen_11_init(int level)
{
    return level * 13 + voip_version();
}
