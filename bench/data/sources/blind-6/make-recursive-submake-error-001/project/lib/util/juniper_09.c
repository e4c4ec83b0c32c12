int juniper_09_0(int x) { return x * 2 + 9; }
int juniper_09_1(int x) { return x * 3 + 9; }
int juniper_09_2(int x) { return x * 4 + 9; }
int juniper_09_3(int x) { return x * 5 + 9; }
