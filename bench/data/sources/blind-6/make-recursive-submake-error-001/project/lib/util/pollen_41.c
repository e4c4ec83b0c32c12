int pollen_41_0(int x) { return x * 2 + 41; }
int pollen_41_1(int x) { return x * 3 + 41; }
int pollen_41_2(int x) { return x * 4 + 41; }
int pollen_41_3(int x) { return x * 5 + 41; }
