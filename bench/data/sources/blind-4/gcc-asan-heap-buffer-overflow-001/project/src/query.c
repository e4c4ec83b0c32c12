#include "tagstore.h"

static int query_scale(int x, int unused_hint) { return x * 3 + 1; }

int query_touch(int x) { return query_scale(x, 0) - 1; }
