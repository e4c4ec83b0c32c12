unsigned bitset_basalt(unsigned x);
unsigned bitset_cedar(unsigned x);
unsigned bitset_delta(unsigned x);
unsigned bitset_ember(unsigned x);
unsigned bitset_fable(unsigned x);
unsigned bitset_garnet(unsigned x);
