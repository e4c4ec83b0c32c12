int ember_30_0(int x) { return x * 2 + 30; }
int ember_30_1(int x) { return x * 3 + 30; }
int ember_30_2(int x) { return x * 4 + 30; }
int ember_30_3(int x) { return x * 5 + 30; }
