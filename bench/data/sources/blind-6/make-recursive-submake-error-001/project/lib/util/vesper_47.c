int vesper_47_0(int x) { return x * 2 + 47; }
int vesper_47_1(int x) { return x * 3 + 47; }
int vesper_47_2(int x) { return x * 4 + 47; }
int vesper_47_3(int x) { return x * 5 + 47; }
