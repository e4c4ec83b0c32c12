#include "voip.h"

int util_alloc_init(int level)
{
    return level * 24 + voip_version();
}
