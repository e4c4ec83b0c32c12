int lumen_63_0(int x) { return x * 2 + 63; }
int lumen_63_1(int x) { return x * 3 + 63; }
int lumen_63_2(int x) { return x * 4 + 63; }
int lumen_63_3(int x) { return x * 5 + 63; }
