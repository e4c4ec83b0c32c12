#include "voip.h"

int util_strbuf_init(int level)
{
    return level * 30 + voip_version();
}
