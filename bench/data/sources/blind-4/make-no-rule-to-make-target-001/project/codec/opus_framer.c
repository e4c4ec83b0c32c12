#include "voip.h"

int codec_opus_frame_init(int level)
{
    return level * 30 + voip_version();
}
