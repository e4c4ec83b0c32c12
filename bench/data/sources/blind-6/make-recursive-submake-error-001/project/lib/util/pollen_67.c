int pollen_67_0(int x) { return x * 2 + 67; }
int pollen_67_1(int x) { return x * 3 + 67; }
int pollen_67_2(int x) { return x * 4 + 67; }
int pollen_67_3(int x) { return x * 5 + 67; }
