#include "voip.h"

int codec_codec_kestrel_10_init(int level)
{
    return level * 12 + voip_version();
}
