int maple_64_0(int x) { return x * 2 + 64; }
int maple_64_1(int x) { return x * 3 + 64; }
int maple_64_2(int x) { return x * 4 + 64; }
int maple_64_3(int x) { return x * 5 + 64; }
