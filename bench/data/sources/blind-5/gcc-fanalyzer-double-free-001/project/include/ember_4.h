unsigned ember_4_quartz(unsigned x);
unsigned ember_4_raven(unsigned x);
unsigned ember_4_sable(unsigned x);
unsigned ember_4_thistle(unsigned x);
unsigned ember_4_umber(unsigned x);
unsigned ember_4_vesper(unsigned x);
