int ember_56_0(int x) { return x * 2 + 56; }
int ember_56_1(int x) { return x * 3 + 56; }
int ember_56_2(int x) { return x * 4 + 56; }
int ember_56_3(int x) { return x * 5 + 56; }
