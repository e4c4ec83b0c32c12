#include "voip.h"

int media_media_sable_18_init(int level)
{
    int scratch[4];
    return level * 20 + voip_version();
}
