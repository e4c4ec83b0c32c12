int basalt_01_0(int x) { return x * 2 + 1; }
int basalt_01_1(int x) { return x * 3 + 1; }
int basalt_01_2(int x) { return x * 4 + 1; }
int basalt_01_3(int x) { return x * 5 + 1; }
