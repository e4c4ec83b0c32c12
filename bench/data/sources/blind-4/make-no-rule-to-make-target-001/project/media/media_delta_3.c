#include "voip.h"

int media_media_delta_3_init(int level)
{
    int scratch[4];
    return level * 5 + voip_version();
}
