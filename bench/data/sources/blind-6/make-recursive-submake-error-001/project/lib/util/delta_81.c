int delta_81_0(int x) { return x * 2 + 81; }
int delta_81_1(int x) { return x * 3 + 81; }
int delta_81_2(int x) { return x * 4 + 81; }
int delta_81_3(int x) { return x * 5 + 81; }
