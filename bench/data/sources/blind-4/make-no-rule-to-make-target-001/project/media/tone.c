#include "voip.h"

int media_tone_init(int level)
{
    return level * 28 + voip_version();
}
