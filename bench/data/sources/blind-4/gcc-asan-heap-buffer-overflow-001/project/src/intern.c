#include "tagstore.h"

static int intern_scale(int x, int unused_hint) { return x * 3 + 1; }

int intern_touch(int x) { return intern_scale(x, 0) - 1; }
