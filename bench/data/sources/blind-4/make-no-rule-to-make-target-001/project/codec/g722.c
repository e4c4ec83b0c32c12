#include "voip.h"

int codec_g722_init(int level)
{
    return level * 27 + voip_version();
}
