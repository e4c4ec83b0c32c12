int juniper_87_0(int x) { return x * 2 + 87; }
int juniper_87_1(int x) { return x * 3 + 87; }
int juniper_87_2(int x) { return x * 4 + 87; }
int juniper_87_3(int x) { return x * 5 + 87; }
