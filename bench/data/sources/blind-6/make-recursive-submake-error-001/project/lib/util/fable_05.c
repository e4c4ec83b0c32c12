int fable_05_0(int x) { return x * 2 + 5; }
int fable_05_1(int x) { return x * 3 + 5; }
int fable_05_2(int x) { return x * 4 + 5; }
int fable_05_3(int x) { return x * 5 + 5; }
