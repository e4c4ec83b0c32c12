#include "voip.h"

int app_config_init(int level)
{
    return level * 24 + voip_version();
}
