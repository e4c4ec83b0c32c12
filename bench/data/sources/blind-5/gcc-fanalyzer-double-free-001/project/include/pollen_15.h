unsigned pollen_15_basalt(unsigned x);
unsigned pollen_15_cedar(unsigned x);
unsigned pollen_15_delta(unsigned x);
unsigned pollen_15_ember(unsigned x);
unsigned pollen_15_fable(unsigned x);
unsigned pollen_15_garnet(unsigned x);
