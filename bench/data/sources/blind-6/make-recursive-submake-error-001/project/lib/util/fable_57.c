int fable_57_0(int x) { return x * 2 + 57; }
int fable_57_1(int x) { return x * 3 + 57; }
int fable_57_2(int x) { return x * 4 + 57; }
int fable_57_3(int x) { return x * 5 + 57; }
