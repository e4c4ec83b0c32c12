int gen_delta_081(int x) { return x * 82; }
