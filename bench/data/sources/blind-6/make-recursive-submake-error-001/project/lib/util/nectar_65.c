int nectar_65_0(int x) { return x * 2 + 65; }
int nectar_65_1(int x) { return x * 3 + 65; }
int nectar_65_2(int x) { return x * 4 + 65; }
int nectar_65_3(int x) { return x * 5 + 65; }
