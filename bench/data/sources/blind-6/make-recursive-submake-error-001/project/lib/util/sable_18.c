int sable_18_0(int x) { return x * 2 + 18; }
int sable_18_1(int x) { return x * 3 + 18; }
int sable_18_2(int x) { return x * 4 + 18; }
int sable_18_3(int x) { return x * 5 + 18; }
