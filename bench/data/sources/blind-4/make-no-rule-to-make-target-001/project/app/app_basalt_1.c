#include "voip.h"

int app_app_basalt_1_init(int level)
{
    return level * 3 + voip_version();
}
