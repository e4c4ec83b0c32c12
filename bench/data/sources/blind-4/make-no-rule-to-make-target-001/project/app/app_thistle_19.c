#include "voip.h"

int app_app_thistle_19_init(int level)
{
    return level * 21 + voip_version();
}
