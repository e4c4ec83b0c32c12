#include "voip.h"

int codec_codec_umber_20_init(int level)
{
    return level * 22 + voip_version();
}
