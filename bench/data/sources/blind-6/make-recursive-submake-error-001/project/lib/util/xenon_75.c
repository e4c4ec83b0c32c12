int xenon_75_0(int x) { return x * 2 + 75; }
int xenon_75_1(int x) { return x * 3 + 75; }
int xenon_75_2(int x) { return x * 4 + 75; }
int xenon_75_3(int x) { return x * 5 + 75; }
