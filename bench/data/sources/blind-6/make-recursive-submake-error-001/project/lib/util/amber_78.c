int amber_78_0(int x) { return x * 2 + 78; }
int amber_78_1(int x) { return x * 3 + 78; }
int amber_78_2(int x) { return x * 4 + 78; }
int amber_78_3(int x) { return x * 5 + 78; }
