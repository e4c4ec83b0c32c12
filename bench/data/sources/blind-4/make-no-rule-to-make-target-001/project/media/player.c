#include "voip.h"

int media_player_init(int level)
{
    int scratch[4];
    return level * 26 + voip_version();
}
