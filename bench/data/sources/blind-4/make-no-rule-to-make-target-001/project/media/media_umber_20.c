#include "voip.h"

int media_media_umber_20_init(int level)
{
    return level * 22 + voip_version();
}
