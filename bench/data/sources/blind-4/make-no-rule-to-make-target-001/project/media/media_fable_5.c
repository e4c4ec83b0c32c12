#include "voip.h"

int media_media_fable_5_init(int level)
{
    return level * 7 + voip_version();
}
