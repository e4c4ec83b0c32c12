#include "voip.h"

int codec_opus_silk_init(int level)
{
    return level * 25 + voip_version();
}
