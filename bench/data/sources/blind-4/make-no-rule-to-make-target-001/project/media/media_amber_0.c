#include "voip.h"

int media_media_amber_0_init(int level)
{
    int scratch[4];
    return level * 2 + voip_version();
}
