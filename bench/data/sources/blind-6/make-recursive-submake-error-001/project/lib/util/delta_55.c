int delta_55_0(int x) { return x * 2 + 55; }
int delta_55_1(int x) { return x * 3 + 55; }
int delta_55_2(int x) { return x * 4 + 55; }
int delta_55_3(int x) { return x * 5 + 55; }
