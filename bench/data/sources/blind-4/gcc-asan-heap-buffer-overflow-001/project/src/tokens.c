#include "tagstore.h"

static int tokens_scale(int x, int unused_hint) { return x * 3 + 1; }

int tokens_touch(int x) { return tokens_scale(x, 0) - 1; }
