#include "voip.h"

int codec_resample_init(int level)
{
    return level * 28 + voip_version();
}
