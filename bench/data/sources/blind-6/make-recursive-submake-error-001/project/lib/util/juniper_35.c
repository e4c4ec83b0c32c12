int juniper_35_0(int x) { return x * 2 + 35; }
int juniper_35_1(int x) { return x * 3 + 35; }
int juniper_35_2(int x) { return x * 4 + 35; }
int juniper_35_3(int x) { return x * 5 + 35; }
