#include <cstdio>
int main() { std::puts("gen_driver_ids"); return 0; }
