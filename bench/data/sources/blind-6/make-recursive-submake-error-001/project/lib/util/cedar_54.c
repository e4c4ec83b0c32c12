int cedar_54_0(int x) { return x * 2 + 54; }
int cedar_54_1(int x) { return x * 3 + 54; }
int cedar_54_2(int x) { return x * 4 + 54; }
int cedar_54_3(int x) { return x * 5 + 54; }
