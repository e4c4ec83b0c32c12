#include "voip.h"

int app_app_iris_8_init(int level)
{
    return level * 10 + voip_version();
}
