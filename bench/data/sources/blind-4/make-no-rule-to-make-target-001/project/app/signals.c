#include "voip.h"

int app_signals_init(int level)
{
    return level * 27 + voip_version();
}
