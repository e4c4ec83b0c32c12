int nectar_13_0(int x) { return x * 2 + 13; }
int nectar_13_1(int x) { return x * 3 + 13; }
int nectar_13_2(int x) { return x * 4 + 13; }
int nectar_13_3(int x) { return x * 5 + 13; }
