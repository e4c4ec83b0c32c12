int iris_60_0(int x) { return x * 2 + 60; }
int iris_60_1(int x) { return x * 3 + 60; }
int iris_60_2(int x) { return x * 4 + 60; }
int iris_60_3(int x) { return x * 5 + 60; }
