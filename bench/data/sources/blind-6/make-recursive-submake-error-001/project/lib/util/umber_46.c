int umber_46_0(int x) { return x * 2 + 46; }
int umber_46_1(int x) { return x * 3 + 46; }
int umber_46_2(int x) { return x * 4 + 46; }
int umber_46_3(int x) { return x * 5 + 46; }
