int garnet_84_0(int x) { return x * 2 + 84; }
int garnet_84_1(int x) { return x * 3 + 84; }
int garnet_84_2(int x) { return x * 4 + 84; }
int garnet_84_3(int x) { return x * 5 + 84; }
