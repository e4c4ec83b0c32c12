unsigned arena_amber(unsigned x);
unsigned arena_basalt(unsigned x);
unsigned arena_cedar(unsigned x);
unsigned arena_delta(unsigned x);
unsigned arena_ember(unsigned x);
unsigned arena_fable(unsigned x);
