#include "voip.h"

int codec_codec_cedar_2_init(int level)
{
    return level * 4 + voip_version();
}
