int nectar_39_0(int x) { return x * 2 + 39; }
int nectar_39_1(int x) { return x * 3 + 39; }
int nectar_39_2(int x) { return x * 4 + 39; }
int nectar_39_3(int x) { return x * 5 + 39; }
