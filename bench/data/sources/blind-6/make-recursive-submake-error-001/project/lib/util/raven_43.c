int raven_43_0(int x) { return x * 2 + 43; }
int raven_43_1(int x) { return x * 3 + 43; }
int raven_43_2(int x) { return x * 4 + 43; }
int raven_43_3(int x) { return x * 5 + 43; }
