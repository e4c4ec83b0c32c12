#include "voip.h"

int codec_codec_lumen_11_init(int level)
{
    return level * 13 + voip_version();
}
