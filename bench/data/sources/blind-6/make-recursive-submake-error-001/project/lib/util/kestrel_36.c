int kestrel_36_0(int x) { return x * 2 + 36; }
int kestrel_36_1(int x) { return x * 3 + 36; }
int kestrel_36_2(int x) { return x * 4 + 36; }
int kestrel_36_3(int x) { return x * 5 + 36; }
