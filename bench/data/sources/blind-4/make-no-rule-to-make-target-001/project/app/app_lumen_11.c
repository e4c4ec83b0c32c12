#include "voip.h"

int app_app_lumen_11_init(int level)
{
    return level * 13 + voip_version();
}
