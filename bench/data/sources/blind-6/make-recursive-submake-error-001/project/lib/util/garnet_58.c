int garnet_58_0(int x) { return x * 2 + 58; }
int garnet_58_1(int x) { return x * 3 + 58; }
int garnet_58_2(int x) { return x * 4 + 58; }
int garnet_58_3(int x) { return x * 5 + 58; }
