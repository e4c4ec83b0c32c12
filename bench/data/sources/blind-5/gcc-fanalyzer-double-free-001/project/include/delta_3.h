unsigned delta_3_pollen(unsigned x);
unsigned delta_3_quartz(unsigned x);
unsigned delta_3_raven(unsigned x);
unsigned delta_3_sable(unsigned x);
unsigned delta_3_thistle(unsigned x);
unsigned delta_3_umber(unsigned x);
