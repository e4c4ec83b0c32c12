int garnet_32_0(int x) { return x * 2 + 32; }
int garnet_32_1(int x) { return x * 3 + 32; }
int garnet_32_2(int x) { return x * 4 + 32; }
int garnet_32_3(int x) { return x * 5 + 32; }
