#include "voip.h"

int media_media_nectar_13_init(int level)
{
    return level * 15 + voip_version();
}
