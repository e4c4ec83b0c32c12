#include "voip.h"

int codec_codec_delta_3_init(int level)
{
    int scratch[4];
    return level * 5 + voip_version();
}
