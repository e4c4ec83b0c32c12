int willow_22_0(int x) { return x * 2 + 22; }
int willow_22_1(int x) { return x * 3 + 22; }
int willow_22_2(int x) { return x * 4 + 22; }
int willow_22_3(int x) { return x * 5 + 22; }
