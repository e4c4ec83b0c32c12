int basalt_79_0(int x) { return x * 2 + 79; }
int basalt_79_1(int x) { return x * 3 + 79; }
int basalt_79_2(int x) { return x * 4 + 79; }
int basalt_79_3(int x) { return x * 5 + 79; }
