int gen_yarrow_154(int x) { return x * 155; }
