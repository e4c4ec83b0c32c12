int ember_04_0(int x) { return x * 2 + 4; }
int ember_04_1(int x) { return x * 3 + 4; }
int ember_04_2(int x) { return x * 4 + 4; }
int ember_04_3(int x) { return x * 5 + 4; }
