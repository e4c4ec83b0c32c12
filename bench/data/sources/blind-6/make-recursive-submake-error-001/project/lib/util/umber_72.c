int umber_72_0(int x) { return x * 2 + 72; }
int umber_72_1(int x) { return x * 3 + 72; }
int umber_72_2(int x) { return x * 4 + 72; }
int umber_72_3(int x) { return x * 5 + 72; }
