int onyx_14_0(int x) { return x * 2 + 14; }
int onyx_14_1(int x) { return x * 3 + 14; }
int onyx_14_2(int x) { return x * 4 + 14; }
int onyx_14_3(int x) { return x * 5 + 14; }
