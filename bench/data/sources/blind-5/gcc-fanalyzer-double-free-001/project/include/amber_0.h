unsigned amber_0_maple(unsigned x);
unsigned amber_0_nectar(unsigned x);
unsigned amber_0_onyx(unsigned x);
unsigned amber_0_pollen(unsigned x);
unsigned amber_0_quartz(unsigned x);
unsigned amber_0_raven(unsigned x);
