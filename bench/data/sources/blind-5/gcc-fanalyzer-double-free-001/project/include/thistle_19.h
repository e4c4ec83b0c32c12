unsigned thistle_19_fable(unsigned x);
unsigned thistle_19_garnet(unsigned x);
unsigned thistle_19_harbor(unsigned x);
unsigned thistle_19_iris(unsigned x);
unsigned thistle_19_juniper(unsigned x);
unsigned thistle_19_kestrel(unsigned x);
