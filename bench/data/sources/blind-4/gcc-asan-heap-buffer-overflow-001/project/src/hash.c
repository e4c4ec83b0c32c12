#include "tagstore.h"

static int hash_scale(int x, int unused_hint) { return x * 3 + 1; }

int hash_touch(int x) { return hash_scale(x, 0) - 1; }
