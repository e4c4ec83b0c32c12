unsigned hexdump_ember(unsigned x);
unsigned hexdump_fable(unsigned x);
unsigned hexdump_garnet(unsigned x);
unsigned hexdump_harbor(unsigned x);
unsigned hexdump_iris(unsigned x);
unsigned hexdump_juniper(unsigned x);
