int delta_29_0(int x) { return x * 2 + 29; }
int delta_29_1(int x) { return x * 3 + 29; }
int delta_29_2(int x) { return x * 4 + 29; }
int delta_29_3(int x) { return x * 5 + 29; }
