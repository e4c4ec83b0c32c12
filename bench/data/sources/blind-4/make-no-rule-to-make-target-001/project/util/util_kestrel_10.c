#include "voip.h"

int util_util_kestrel_10_init(int level)
{
    return level * 12 + voip_version();
}
