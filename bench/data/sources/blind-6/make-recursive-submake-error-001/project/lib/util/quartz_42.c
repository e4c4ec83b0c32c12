int quartz_42_0(int x) { return x * 2 + 42; }
int quartz_42_1(int x) { return x * 3 + 42; }
int quartz_42_2(int x) { return x * 4 + 42; }
int quartz_42_3(int x) { return x * 5 + 42; }
