int onyx_40_0(int x) { return x * 2 + 40; }
int onyx_40_1(int x) { return x * 3 + 40; }
int onyx_40_2(int x) { return x * 4 + 40; }
int onyx_40_3(int x) { return x * 5 + 40; }
