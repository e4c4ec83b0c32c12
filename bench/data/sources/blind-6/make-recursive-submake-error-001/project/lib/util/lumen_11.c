int lumen_11_0(int x) { return x * 2 + 11; }
int lumen_11_1(int x) { return x * 3 + 11; }
int lumen_11_2(int x) { return x * 4 + 11; }
int lumen_11_3(int x) { return x * 5 + 11; }
