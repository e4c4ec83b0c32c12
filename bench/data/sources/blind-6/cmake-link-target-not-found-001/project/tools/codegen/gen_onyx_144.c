int gen_onyx_144(int x) { return x * 145; }
