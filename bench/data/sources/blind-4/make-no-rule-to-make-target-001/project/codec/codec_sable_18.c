#include "voip.h"

int codec_codec_sable_18_init(int level)
{
    int scratch[4];
    return level * 20 + voip_version();
}
