unsigned endian_delta(unsigned x);
unsigned endian_ember(unsigned x);
unsigned endian_fable(unsigned x);
unsigned endian_garnet(unsigned x);
unsigned endian_harbor(unsigned x);
unsigned endian_iris(unsigned x);
