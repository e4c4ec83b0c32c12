unsigned intmap_fable(unsigned x);
unsigned intmap_garnet(unsigned x);
unsigned intmap_harbor(unsigned x);
unsigned intmap_iris(unsigned x);
unsigned intmap_juniper(unsigned x);
unsigned intmap_kestrel(unsigned x);
