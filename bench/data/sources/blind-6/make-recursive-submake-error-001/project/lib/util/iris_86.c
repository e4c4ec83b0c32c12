int iris_86_0(int x) { return x * 2 + 86; }
int iris_86_1(int x) { return x * 3 + 86; }
int iris_86_2(int x) { return x * 4 + 86; }
int iris_86_3(int x) { return x * 5 + 86; }
