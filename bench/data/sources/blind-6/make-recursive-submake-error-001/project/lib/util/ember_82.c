int ember_82_0(int x) { return x * 2 + 82; }
int ember_82_1(int x) { return x * 3 + 82; }
int ember_82_2(int x) { return x * 4 + 82; }
int ember_82_3(int x) { return x * 5 + 82; }
