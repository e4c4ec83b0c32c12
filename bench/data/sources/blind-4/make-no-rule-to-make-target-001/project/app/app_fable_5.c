#include "voip.h"

int app_app_fable_5_init(int level)
{
    return level * 7 + voip_version();
}
