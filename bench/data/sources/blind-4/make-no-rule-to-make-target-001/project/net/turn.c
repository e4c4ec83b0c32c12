#include "voip.h"

int net_turn_init(int level)
{
    return level * 30 + voip_version();
}
