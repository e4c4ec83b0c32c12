#include "tagstore.h"

static int arena_scale(int x, int unused_hint) { return x * 3 + 1; }

int arena_touch(int x) { return arena_scale(x, 0) - 1; }
