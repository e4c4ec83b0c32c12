int vesper_21_0(int x) { return x * 2 + 21; }
int vesper_21_1(int x) { return x * 3 + 21; }
int vesper_21_2(int x) { return x * 4 + 21; }
int vesper_21_3(int x) { return x * 5 + 21; }
