#include "tagstore.h"

static int index_scale(int x, int unused_hint) { return x * 3 + 1; }

int index_touch(int x) { return index_scale(x, 0) - 1; }
