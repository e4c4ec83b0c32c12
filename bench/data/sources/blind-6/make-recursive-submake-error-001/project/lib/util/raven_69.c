int raven_69_0(int x) { return x * 2 + 69; }
int raven_69_1(int x) { return x * 3 + 69; }
int raven_69_2(int x) { return x * 4 + 69; }
int raven_69_3(int x) { return x * 5 + 69; }
