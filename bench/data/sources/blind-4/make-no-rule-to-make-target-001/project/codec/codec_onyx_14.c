#include "voip.h"

int codec_codec_onyx_14_init(int level)
{
    return level * 16 + voip_version();
}
