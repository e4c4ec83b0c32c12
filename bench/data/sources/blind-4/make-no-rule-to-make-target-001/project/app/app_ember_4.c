#include "voip.h"

int app_app_ember_4_init(int level)
{
    return level * 6 + voip_version();
}
