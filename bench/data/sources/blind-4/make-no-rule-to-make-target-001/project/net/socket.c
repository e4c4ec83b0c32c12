#include "voip.h"

int net_socket_init(int level)
{
    return level * 27 + voip_version();
}
