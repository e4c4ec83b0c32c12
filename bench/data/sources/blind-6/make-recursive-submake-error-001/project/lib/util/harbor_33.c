int harbor_33_0(int x) { return x * 2 + 33; }
int harbor_33_1(int x) { return x * 3 + 33; }
int harbor_33_2(int x) { return x * 4 + 33; }
int harbor_33_3(int x) { return x * 5 + 33; }
