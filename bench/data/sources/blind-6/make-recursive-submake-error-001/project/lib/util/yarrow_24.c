int yarrow_24_0(int x) { return x * 2 + 24; }
int yarrow_24_1(int x) { return x * 3 + 24; }
int yarrow_24_2(int x) { return x * 4 + 24; }
int yarrow_24_3(int x) { return x * 5 + 24; }
