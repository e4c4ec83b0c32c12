int gen_onyx_092(int x) { return x * 93; }
