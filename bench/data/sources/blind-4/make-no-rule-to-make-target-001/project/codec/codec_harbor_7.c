#include "voip.h"

int codec_codec_harbor_7_init(int level)
{
    return level * 9 + voip_version();
}
