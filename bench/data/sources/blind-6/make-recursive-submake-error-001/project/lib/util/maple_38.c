int maple_38_0(int x) { return x * 2 + 38; }
int maple_38_1(int x) { return x * 3 + 38; }
int maple_38_2(int x) { return x * 4 + 38; }
int maple_38_3(int x) { return x * 5 + 38; }
