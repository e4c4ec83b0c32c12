int quartz_68_0(int x) { return x * 2 + 68; }
int quartz_68_1(int x) { return x * 3 + 68; }
int quartz_68_2(int x) { return x * 4 + 68; }
int quartz_68_3(int x) { return x * 5 + 68; }
