#include "voip.h"

int codec_codec_nectar_13_init(int level)
{
    return level * 15 + voip_version();
}
