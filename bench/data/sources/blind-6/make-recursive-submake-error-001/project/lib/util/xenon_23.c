int xenon_23_0(int x) { return x * 2 + 23; }
int xenon_23_1(int x) { return x * 3 + 23; }
int xenon_23_2(int x) { return x * 4 + 23; }
int xenon_23_3(int x) { return x * 5 + 23; }
