int gen_onyx_040(int x) { return x * 41; }
