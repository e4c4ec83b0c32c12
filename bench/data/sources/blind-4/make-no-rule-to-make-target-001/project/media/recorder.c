#include "voip.h"

int media_recorder_init(int level)
{
    return level * 25 + voip_version();
}
