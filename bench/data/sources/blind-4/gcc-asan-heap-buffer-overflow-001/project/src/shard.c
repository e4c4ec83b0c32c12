#include "tagstore.h"

static int shard_scale(int x, int unused_hint) { return x * 3 + 1; }

int shard_touch(int x) { return shard_scale(x, 0) - 1; }
