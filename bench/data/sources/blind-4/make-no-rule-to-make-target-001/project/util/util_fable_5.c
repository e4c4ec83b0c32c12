#include "voip.h"

int util_util_fable_5_init(int level)
{
    return level * 7 + voip_version();
}
