#include <cstdio>
int main() { std::puts("gen_calibration"); return 0; }
