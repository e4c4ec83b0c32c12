int gen_thistle_097(int x) { return x * 98; }
