#include "voip.h"

int media_media_raven_17_init(int level)
{
    return level * 19 + voip_version();
}
