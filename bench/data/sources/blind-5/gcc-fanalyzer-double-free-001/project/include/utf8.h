unsigned utf8_kestrel(unsigned x);
unsigned utf8_lumen(unsigned x);
unsigned utf8_maple(unsigned x);
unsigned utf8_nectar(unsigned x);
unsigned utf8_onyx(unsigned x);
unsigned utf8_pollen(unsigned x);
