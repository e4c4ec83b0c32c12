int fable_31_0(int x) { return x * 2 + 31; }
int fable_31_1(int x) { return x * 3 + 31; }
int fable_31_2(int x) { return x * 4 + 31; }
int fable_31_3(int x) { return x * 5 + 31; }
