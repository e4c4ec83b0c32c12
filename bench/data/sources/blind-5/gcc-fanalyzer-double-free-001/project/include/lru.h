unsigned lru_garnet(unsigned x);
unsigned lru_harbor(unsigned x);
unsigned lru_iris(unsigned x);
unsigned lru_juniper(unsigned x);
unsigned lru_kestrel(unsigned x);
unsigned lru_lumen(unsigned x);
