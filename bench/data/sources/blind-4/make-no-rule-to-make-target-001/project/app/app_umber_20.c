#include "voip.h"

int app_app_umber_20_init(int level)
{
    return level * 22 + voip_version();
}
