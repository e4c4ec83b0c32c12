int umber_20_0(int x) { return x * 2 + 20; }
int umber_20_1(int x) { return x * 3 + 20; }
int umber_20_2(int x) { return x * 4 + 20; }
int umber_20_3(int x) { return x * 5 + 20; }
