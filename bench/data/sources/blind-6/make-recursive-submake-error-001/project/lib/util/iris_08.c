int iris_08_0(int x) { return x * 2 + 8; }
int iris_08_1(int x) { return x * 3 + 8; }
int iris_08_2(int x) { return x * 4 + 8; }
int iris_08_3(int x) { return x * 5 + 8; }
