int amber_00_0(int x) { return x * 2 + 0; }
int amber_00_1(int x) { return x * 3 + 0; }
int amber_00_2(int x) { return x * 4 + 0; }
int amber_00_3(int x) { return x * 5 + 0; }
