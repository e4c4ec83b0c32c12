int yarrow_76_0(int x) { return x * 2 + 76; }
int yarrow_76_1(int x) { return x * 3 + 76; }
int yarrow_76_2(int x) { return x * 4 + 76; }
int yarrow_76_3(int x) { return x * 5 + 76; }
