#include "voip.h"

int media_media_lumen_11_init(int level)
{
    return level * 13 + voip_version();
}
