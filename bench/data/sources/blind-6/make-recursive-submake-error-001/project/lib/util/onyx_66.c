int onyx_66_0(int x) { return x * 2 + 66; }
int onyx_66_1(int x) { return x * 3 + 66; }
int onyx_66_2(int x) { return x * 4 + 66; }
int onyx_66_3(int x) { return x * 5 + 66; }
