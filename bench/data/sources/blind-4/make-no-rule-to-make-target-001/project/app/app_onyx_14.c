#include "voip.h"

int app_app_onyx_14_init(int level)
{
    return level * 16 + voip_version();
}
