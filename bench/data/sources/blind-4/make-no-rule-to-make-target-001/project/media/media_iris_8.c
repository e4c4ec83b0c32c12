#include "voip.h"

int media_media_iris_8_init(int level)
{
    return level * 10 + voip_version();
}
