int gen_juniper_165(int x) { return x * 166; }
