int fable_83_0(int x) { return x * 2 + 83; }
int fable_83_1(int x) { return x * 3 + 83; }
int fable_83_2(int x) { return x * 4 + 83; }
int fable_83_3(int x) { return x * 5 + 83; }
