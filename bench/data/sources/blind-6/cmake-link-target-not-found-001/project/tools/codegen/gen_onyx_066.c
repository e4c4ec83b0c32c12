int gen_onyx_066(int x) { return x * 67; }
