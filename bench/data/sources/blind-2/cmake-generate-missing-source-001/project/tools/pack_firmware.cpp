#include <cstdio>
int main() { std::puts("pack_firmware"); return 0; }
