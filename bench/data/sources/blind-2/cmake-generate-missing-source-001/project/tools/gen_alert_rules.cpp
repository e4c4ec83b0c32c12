#include <cstdio>
int main() { std::puts("gen_alert_rules"); return 0; }
