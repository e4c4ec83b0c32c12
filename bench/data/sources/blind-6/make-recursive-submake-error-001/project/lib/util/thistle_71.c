int thistle_71_0(int x) { return x * 2 + 71; }
int thistle_71_1(int x) { return x * 3 + 71; }
int thistle_71_2(int x) { return x * 4 + 71; }
int thistle_71_3(int x) { return x * 5 + 71; }
