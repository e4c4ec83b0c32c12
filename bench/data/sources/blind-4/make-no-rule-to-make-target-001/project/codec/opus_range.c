#include "voip.h"

int codec_opus_range_init(int level)
{
    return level * 24 + voip_version();
}
