int raven_17_0(int x) { return x * 2 + 17; }
int raven_17_1(int x) { return x * 3 + 17; }
int raven_17_2(int x) { return x * 4 + 17; }
int raven_17_3(int x) { return x * 5 + 17; }
