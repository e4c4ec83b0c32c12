unsigned basalt_1_nectar(unsigned x);
unsigned basalt_1_onyx(unsigned x);
unsigned basalt_1_pollen(unsigned x);
unsigned basalt_1_quartz(unsigned x);
unsigned basalt_1_raven(unsigned x);
unsigned basalt_1_sable(unsigned x);
