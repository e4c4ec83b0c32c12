#include "voip.h"

int app_app_harbor_7_init(int level)
{
    return level * 9 + voip_version();
}
