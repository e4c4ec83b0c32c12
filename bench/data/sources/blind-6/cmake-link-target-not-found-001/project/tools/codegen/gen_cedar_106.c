int gen_cedar_106(int x) { return x * 107; }
