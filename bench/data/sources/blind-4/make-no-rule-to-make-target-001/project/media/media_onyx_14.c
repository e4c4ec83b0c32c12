#include "voip.h"

int media_media_onyx_14_init(int level)
{
    return level * 16 + voip_version();
}
