int thistle_19_0(int x) { return x * 2 + 19; }
int thistle_19_1(int x) { return x * 3 + 19; }
int thistle_19_2(int x) { return x * 4 + 19; }
int thistle_19_3(int x) { return x * 5 + 19; }
