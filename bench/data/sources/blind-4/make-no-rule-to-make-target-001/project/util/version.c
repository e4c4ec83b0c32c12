#include "voip.h"

int voip_version(void) { return 7; }
