#include "voip.h"

int codec_codec_vesper_21_init(int level)
{
    int scratch[4];
    return level * 23 + voip_version();
}
