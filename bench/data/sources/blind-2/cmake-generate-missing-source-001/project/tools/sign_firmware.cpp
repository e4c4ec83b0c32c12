#include <cstdio>
int main() { std::puts("sign_firmware"); return 0; }
