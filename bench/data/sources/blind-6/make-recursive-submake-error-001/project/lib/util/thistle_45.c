int thistle_45_0(int x) { return x * 2 + 45; }
int thistle_45_1(int x) { return x * 3 + 45; }
int thistle_45_2(int x) { return x * 4 + 45; }
int thistle_45_3(int x) { return x * 5 + 45; }
