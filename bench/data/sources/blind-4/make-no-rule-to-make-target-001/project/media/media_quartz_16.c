#include "voip.h"

int media_media_quartz_16_init(int level)
{
    return level * 18 + voip_version();
}
