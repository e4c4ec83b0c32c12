#include "voip.h"

int media_dtmf_init(int level)
{
    return level * 27 + voip_version();
}
