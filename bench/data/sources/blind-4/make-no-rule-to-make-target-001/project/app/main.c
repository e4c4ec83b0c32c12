#include "voip.h"

int app_main_init(int level)
{
    return level * 25 + voip_version();
}
