int juniper_61_0(int x) { return x * 2 + 61; }
int juniper_61_1(int x) { return x * 3 + 61; }
int juniper_61_2(int x) { return x * 4 + 61; }
int juniper_61_3(int x) { return x * 5 + 61; }
