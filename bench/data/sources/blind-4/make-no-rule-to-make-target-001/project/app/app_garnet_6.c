#include "voip.h"

int app_app_garnet_6_init(int level)
{
    int scratch[4];
    return level * 8 + voip_version();
}
