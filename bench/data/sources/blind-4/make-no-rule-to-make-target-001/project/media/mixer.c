#include "voip.h"

int media_mixer_init(int level)
{
    return level * 24 + voip_version();
}
