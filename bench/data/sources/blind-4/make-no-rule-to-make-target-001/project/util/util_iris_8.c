#include "voip.h"

int util_util_iris_8_init(int level)
{
    return level * 10 + voip_version();
}
