int willow_48_0(int x) { return x * 2 + 48; }
int willow_48_1(int x) { return x * 3 + 48; }
int willow_48_2(int x) { return x * 4 + 48; }
int willow_48_3(int x) { return x * 5 + 48; }
