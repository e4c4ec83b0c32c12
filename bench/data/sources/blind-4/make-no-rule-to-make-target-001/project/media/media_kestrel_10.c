#include "voip.h"

int media_media_kestrel_10_init(int level)
{
    return level * 12 + voip_version();
}
