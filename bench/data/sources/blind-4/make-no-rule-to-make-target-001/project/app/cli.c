#include "voip.h"

int app_cli_init(int level)
{
    return level * 28 + voip_version();
}
