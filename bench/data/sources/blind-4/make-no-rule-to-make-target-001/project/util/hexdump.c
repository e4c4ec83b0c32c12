#include "voip.h"

int util_hexdump_init(int level)
{
    return level * 27 + voip_version();
}
