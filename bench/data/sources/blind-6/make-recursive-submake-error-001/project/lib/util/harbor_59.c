int harbor_59_0(int x) { return x * 2 + 59; }
int harbor_59_1(int x) { return x * 3 + 59; }
int harbor_59_2(int x) { return x * 4 + 59; }
int harbor_59_3(int x) { return x * 5 + 59; }
