int vesper_73_0(int x) { return x * 2 + 73; }
int vesper_73_1(int x) { return x * 3 + 73; }
int vesper_73_2(int x) { return x * 4 + 73; }
int vesper_73_3(int x) { return x * 5 + 73; }
