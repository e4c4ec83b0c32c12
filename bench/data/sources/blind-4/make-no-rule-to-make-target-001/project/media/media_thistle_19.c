#include "voip.h"

int media_media_thistle_19_init(int level)
{
    return level * 21 + voip_version();
}
