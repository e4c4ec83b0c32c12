#include "voip.h"

int codec_codec_raven_17_init(int level)
{
    return level * 19 + voip_version();
}
