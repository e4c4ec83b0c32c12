int lumen_89_0(int x) { return x * 2 + 89; }
int lumen_89_1(int x) { return x * 3 + 89; }
int lumen_89_2(int x) { return x * 4 + 89; }
int lumen_89_3(int x) { return x * 5 + 89; }
