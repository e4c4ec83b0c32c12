#include "voip.h"

int app_app_quartz_16_init(int level)
{
    return level * 18 + voip_version();
}
