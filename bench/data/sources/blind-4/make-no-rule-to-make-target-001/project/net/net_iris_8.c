#include "voip.h"

int net_net_iris_8_init(int level)
{
    return level * 10 + voip_version();
}
