unsigned onyx_14_amber(unsigned x);
unsigned onyx_14_basalt(unsigned x);
unsigned onyx_14_cedar(unsigned x);
unsigned onyx_14_delta(unsigned x);
unsigned onyx_14_ember(unsigned x);
unsigned onyx_14_fable(unsigned x);
