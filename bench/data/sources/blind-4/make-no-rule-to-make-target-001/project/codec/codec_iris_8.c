#include "voip.h"

int codec_codec_iris_8_init(int level)
{
    return level * 10 + voip_version();
}
