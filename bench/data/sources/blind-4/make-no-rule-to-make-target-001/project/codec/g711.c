#include "voip.h"

int codec_g711_init(int level)
{
    int scratch[4];
    return level * 26 + voip_version();
}
