int basalt_53_0(int x) { return x * 2 + 53; }
int basalt_53_1(int x) { return x * 3 + 53; }
int basalt_53_2(int x) { return x * 4 + 53; }
int basalt_53_3(int x) { return x * 5 + 53; }
