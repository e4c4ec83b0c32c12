unsigned xenon_23_juniper(unsigned x);
unsigned xenon_23_kestrel(unsigned x);
unsigned xenon_23_lumen(unsigned x);
unsigned xenon_23_maple(unsigned x);
unsigned xenon_23_nectar(unsigned x);
unsigned xenon_23_onyx(unsigned x);
