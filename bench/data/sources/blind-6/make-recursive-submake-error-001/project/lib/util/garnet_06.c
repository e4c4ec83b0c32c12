int garnet_06_0(int x) { return x * 2 + 6; }
int garnet_06_1(int x) { return x * 3 + 6; }
int garnet_06_2(int x) { return x * 4 + 6; }
int garnet_06_3(int x) { return x * 5 + 6; }
