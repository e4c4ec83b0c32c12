unsigned cedar_2_onyx(unsigned x);
unsigned cedar_2_pollen(unsigned x);
unsigned cedar_2_quartz(unsigned x);
unsigned cedar_2_raven(unsigned x);
unsigned cedar_2_sable(unsigned x);
unsigned cedar_2_thistle(unsigned x);
