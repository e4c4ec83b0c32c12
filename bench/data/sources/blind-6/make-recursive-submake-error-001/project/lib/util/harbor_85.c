int harbor_85_0(int x) { return x * 2 + 85; }
int harbor_85_1(int x) { return x * 3 + 85; }
int harbor_85_2(int x) { return x * 4 + 85; }
int harbor_85_3(int x) { return x * 5 + 85; }
