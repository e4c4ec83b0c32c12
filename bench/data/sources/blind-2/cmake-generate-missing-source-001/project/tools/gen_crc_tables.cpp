#include <cstdio>
int main() { std::puts("gen_crc_tables"); return 0; }
