int quartz_16_0(int x) { return x * 2 + 16; }
int quartz_16_1(int x) { return x * 3 + 16; }
int quartz_16_2(int x) { return x * 4 + 16; }
int quartz_16_3(int x) { return x * 5 + 16; }
