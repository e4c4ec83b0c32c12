#include "voip.h"

int app_app_cedar_2_init(int level)
{
    return level * 4 + voip_version();
}
