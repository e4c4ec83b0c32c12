#include "voip.h"

int codec_codec_quartz_16_init(int level)
{
    return level * 18 + voip_version();
}
