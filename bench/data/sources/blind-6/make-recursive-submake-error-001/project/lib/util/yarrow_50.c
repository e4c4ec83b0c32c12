int yarrow_50_0(int x) { return x * 2 + 50; }
int yarrow_50_1(int x) { return x * 3 + 50; }
int yarrow_50_2(int x) { return x * 4 + 50; }
int yarrow_50_3(int x) { return x * 5 + 50; }
