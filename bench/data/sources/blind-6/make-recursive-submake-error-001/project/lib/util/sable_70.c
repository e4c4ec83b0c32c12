int sable_70_0(int x) { return x * 2 + 70; }
int sable_70_1(int x) { return x * 3 + 70; }
int sable_70_2(int x) { return x * 4 + 70; }
int sable_70_3(int x) { return x * 5 + 70; }
