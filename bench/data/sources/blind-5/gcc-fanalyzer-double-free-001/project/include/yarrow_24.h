unsigned yarrow_24_kestrel(unsigned x);
unsigned yarrow_24_lumen(unsigned x);
unsigned yarrow_24_maple(unsigned x);
unsigned yarrow_24_nectar(unsigned x);
unsigned yarrow_24_onyx(unsigned x);
unsigned yarrow_24_pollen(unsigned x);
