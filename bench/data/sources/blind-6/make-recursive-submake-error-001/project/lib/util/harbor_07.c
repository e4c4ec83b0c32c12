int harbor_07_0(int x) { return x * 2 + 7; }
int harbor_07_1(int x) { return x * 3 + 7; }
int harbor_07_2(int x) { return x * 4 + 7; }
int harbor_07_3(int x) { return x * 5 + 7; }
