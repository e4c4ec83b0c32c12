int basalt_27_0(int x) { return x * 2 + 27; }
int basalt_27_1(int x) { return x * 3 + 27; }
int basalt_27_2(int x) { return x * 4 + 27; }
int basalt_27_3(int x) { return x * 5 + 27; }
