#include <cstdio>
int main() { std::puts("gen_registers"); return 0; }
