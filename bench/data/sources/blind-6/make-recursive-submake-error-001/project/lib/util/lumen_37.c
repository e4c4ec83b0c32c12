int lumen_37_0(int x) { return x * 2 + 37; }
int lumen_37_1(int x) { return x * 3 + 37; }
int lumen_37_2(int x) { return x * 4 + 37; }
int lumen_37_3(int x) { return x * 5 + 37; }
