#include "voip.h"

int media_media_basalt_1_init(int level)
{
    return level * 3 + voip_version();
}
