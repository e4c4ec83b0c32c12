int amber_52_0(int x) { return x * 2 + 52; }
int amber_52_1(int x) { return x * 3 + 52; }
int amber_52_2(int x) { return x * 4 + 52; }
int amber_52_3(int x) { return x * 5 + 52; }
