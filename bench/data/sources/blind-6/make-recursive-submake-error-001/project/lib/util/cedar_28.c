int cedar_28_0(int x) { return x * 2 + 28; }
int cedar_28_1(int x) { return x * 3 + 28; }
int cedar_28_2(int x) { return x * 4 + 28; }
int cedar_28_3(int x) { return x * 5 + 28; }
