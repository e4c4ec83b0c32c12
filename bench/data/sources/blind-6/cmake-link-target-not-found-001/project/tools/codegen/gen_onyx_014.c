int gen_onyx_014(int x) { return x * 15; }
