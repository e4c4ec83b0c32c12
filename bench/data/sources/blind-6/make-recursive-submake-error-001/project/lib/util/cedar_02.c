int cedar_02_0(int x) { return x * 2 + 2; }
int cedar_02_1(int x) { return x * 3 + 2; }
int cedar_02_2(int x) { return x * 4 + 2; }
int cedar_02_3(int x) { return x * 5 + 2; }
