#include "voip.h"

int codec_codec_thistle_19_init(int level)
{
    return level * 21 + voip_version();
}
