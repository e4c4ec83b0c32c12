#include "voip.h"

int codec_codec_ember_4_init(int level)
{
    return level * 6 + voip_version();
}
