#include "voip.h"

int media_media_harbor_7_init(int level)
{
    return level * 9 + voip_version();
}
