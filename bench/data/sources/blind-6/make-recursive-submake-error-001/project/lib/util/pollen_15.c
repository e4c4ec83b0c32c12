int pollen_15_0(int x) { return x * 2 + 15; }
int pollen_15_1(int x) { return x * 3 + 15; }
int pollen_15_2(int x) { return x * 4 + 15; }
int pollen_15_3(int x) { return x * 5 + 15; }
