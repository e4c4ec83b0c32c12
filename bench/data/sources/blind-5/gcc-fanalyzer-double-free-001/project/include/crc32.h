unsigned crc32_cedar(unsigned x);
unsigned crc32_delta(unsigned x);
unsigned crc32_ember(unsigned x);
unsigned crc32_fable(unsigned x);
unsigned crc32_garnet(unsigned x);
unsigned crc32_harbor(unsigned x);
