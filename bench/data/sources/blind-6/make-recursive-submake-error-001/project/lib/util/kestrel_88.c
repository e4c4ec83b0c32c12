int kestrel_88_0(int x) { return x * 2 + 88; }
int kestrel_88_1(int x) { return x * 3 + 88; }
int kestrel_88_2(int x) { return x * 4 + 88; }
int kestrel_88_3(int x) { return x * 5 + 88; }
