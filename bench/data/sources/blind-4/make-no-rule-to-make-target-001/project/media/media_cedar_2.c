#include "voip.h"

int media_media_cedar_2_init(int level)
{
    return level * 4 + voip_version();
}
