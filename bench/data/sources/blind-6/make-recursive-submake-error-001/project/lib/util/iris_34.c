int iris_34_0(int x) { return x * 2 + 34; }
int iris_34_1(int x) { return x * 3 + 34; }
int iris_34_2(int x) { return x * 4 + 34; }
int iris_34_3(int x) { return x * 5 + 34; }
