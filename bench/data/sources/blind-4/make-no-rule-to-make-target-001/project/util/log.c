#include "voip.h"

int util_log_init(int level)
{
    return level * 28 + voip_version();
}
