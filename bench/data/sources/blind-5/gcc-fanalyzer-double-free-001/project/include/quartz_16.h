unsigned quartz_16_cedar(unsigned x);
unsigned quartz_16_delta(unsigned x);
unsigned quartz_16_ember(unsigned x);
unsigned quartz_16_fable(unsigned x);
unsigned quartz_16_garnet(unsigned x);
unsigned quartz_16_harbor(unsigned x);
