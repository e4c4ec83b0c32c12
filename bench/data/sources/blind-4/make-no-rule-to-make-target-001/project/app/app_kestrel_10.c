#include "voip.h"

int app_app_kestrel_10_init(int level)
{
    return level * 12 + voip_version();
}
