#include <cstdio>
int main() { std::puts("check_manifest"); return 0; }
