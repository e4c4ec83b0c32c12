int maple_12_0(int x) { return x * 2 + 12; }
int maple_12_1(int x) { return x * 3 + 12; }
int maple_12_2(int x) { return x * 4 + 12; }
int maple_12_3(int x) { return x * 5 + 12; }
