#include "voip.h"

int app_app_raven_17_init(int level)
{
    return level * 19 + voip_version();
}
