#include "voip.h"

int media_aec_init(int level)
{
    return level * 30 + voip_version();
}
