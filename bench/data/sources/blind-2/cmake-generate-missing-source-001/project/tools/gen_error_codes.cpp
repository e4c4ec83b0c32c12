#include <cstdio>
int main() { std::puts("gen_error_codes"); return 0; }
