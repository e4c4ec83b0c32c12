#include "voip.h"

int app_app_nectar_13_init(int level)
{
    return level * 15 + voip_version();
}
