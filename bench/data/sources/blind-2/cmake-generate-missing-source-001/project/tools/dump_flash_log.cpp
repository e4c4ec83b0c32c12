#include <cstdio>
int main() { std::puts("dump_flash_log"); return 0; }
