#include <cstdio>
int main() { std::puts("gen_units"); return 0; }
