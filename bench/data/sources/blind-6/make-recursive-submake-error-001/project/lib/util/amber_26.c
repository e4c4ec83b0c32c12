int amber_26_0(int x) { return x * 2 + 26; }
int amber_26_1(int x) { return x * 3 + 26; }
int amber_26_2(int x) { return x * 4 + 26; }
int amber_26_3(int x) { return x * 5 + 26; }
