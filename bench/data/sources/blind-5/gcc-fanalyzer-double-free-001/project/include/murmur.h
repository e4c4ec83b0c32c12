unsigned murmur_harbor(unsigned x);
unsigned murmur_iris(unsigned x);
unsigned murmur_juniper(unsigned x);
unsigned murmur_kestrel(unsigned x);
unsigned murmur_lumen(unsigned x);
unsigned murmur_maple(unsigned x);
