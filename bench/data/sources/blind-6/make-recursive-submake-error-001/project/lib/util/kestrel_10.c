int kestrel_10_0(int x) { return x * 2 + 10; }
int kestrel_10_1(int x) { return x * 3 + 10; }
int kestrel_10_2(int x) { return x * 4 + 10; }
int kestrel_10_3(int x) { return x * 5 + 10; }
