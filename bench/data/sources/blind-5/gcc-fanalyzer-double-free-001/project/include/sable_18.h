unsigned sable_18_ember(unsigned x);
unsigned sable_18_fable(unsigned x);
unsigned sable_18_garnet(unsigned x);
unsigned sable_18_harbor(unsigned x);
unsigned sable_18_iris(unsigned x);
unsigned sable_18_juniper(unsigned x);
