#include "voip.h"

int media_media_ember_4_init(int level)
{
    return level * 6 + voip_version();
}
