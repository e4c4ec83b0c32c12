#include "voip.h"

int codec_codec_juniper_9_init(int level)
{
    int scratch[4];
    return level * 11 + voip_version();
}
