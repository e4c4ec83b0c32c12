#include "voip.h"

int codec_vad_init(int level)
{
    int scratch[4];
    return level * 29 + voip_version();
}
