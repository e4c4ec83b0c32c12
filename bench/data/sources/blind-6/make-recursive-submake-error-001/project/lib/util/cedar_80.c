int cedar_80_0(int x) { return x * 2 + 80; }
int cedar_80_1(int x) { return x * 3 + 80; }
int cedar_80_2(int x) { return x * 4 + 80; }
int cedar_80_3(int x) { return x * 5 + 80; }
