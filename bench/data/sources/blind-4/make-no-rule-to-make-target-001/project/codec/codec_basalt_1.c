#include "voip.h"

int codec_codec_basalt_1_init(int level)
{
    return level * 3 + voip_version();
}
