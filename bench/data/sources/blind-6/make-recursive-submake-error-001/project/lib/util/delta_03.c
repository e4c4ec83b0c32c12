int delta_03_0(int x) { return x * 2 + 3; }
int delta_03_1(int x) { return x * 3 + 3; }
int delta_03_2(int x) { return x * 4 + 3; }
int delta_03_3(int x) { return x * 5 + 3; }
