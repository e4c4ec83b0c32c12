unsigned umber_20_garnet(unsigned x);
unsigned umber_20_harbor(unsigned x);
unsigned umber_20_iris(unsigned x);
unsigned umber_20_juniper(unsigned x);
unsigned umber_20_kestrel(unsigned x);
unsigned umber_20_lumen(unsigned x);
