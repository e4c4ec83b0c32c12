int willow_74_0(int x) { return x * 2 + 74; }
int willow_74_1(int x) { return x * 3 + 74; }
int willow_74_2(int x) { return x * 4 + 74; }
int willow_74_3(int x) { return x * 5 + 74; }
