unsigned willow_22_iris(unsigned x);
unsigned willow_22_juniper(unsigned x);
unsigned willow_22_kestrel(unsigned x);
unsigned willow_22_lumen(unsigned x);
unsigned willow_22_maple(unsigned x);
unsigned willow_22_nectar(unsigned x);
