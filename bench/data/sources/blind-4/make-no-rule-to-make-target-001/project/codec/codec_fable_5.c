#include "voip.h"

int codec_codec_fable_5_init(int level)
{
    return level * 7 + voip_version();
}
