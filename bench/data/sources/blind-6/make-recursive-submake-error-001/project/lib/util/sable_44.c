int sable_44_0(int x) { return x * 2 + 44; }
int sable_44_1(int x) { return x * 3 + 44; }
int sable_44_2(int x) { return x * 4 + 44; }
int sable_44_3(int x) { return x * 5 + 44; }
