int kestrel_62_0(int x) { return x * 2 + 62; }
int kestrel_62_1(int x) { return x * 3 + 62; }
int kestrel_62_2(int x) { return x * 4 + 62; }
int kestrel_62_3(int x) { return x * 5 + 62; }
