unsigned slab_iris(unsigned x);
unsigned slab_juniper(unsigned x);
unsigned slab_kestrel(unsigned x);
unsigned slab_lumen(unsigned x);
unsigned slab_maple(unsigned x);
unsigned slab_nectar(unsigned x);
