int xenon_49_0(int x) { return x * 2 + 49; }
int xenon_49_1(int x) { return x * 3 + 49; }
int xenon_49_2(int x) { return x * 4 + 49; }
int xenon_49_3(int x) { return x * 5 + 49; }
