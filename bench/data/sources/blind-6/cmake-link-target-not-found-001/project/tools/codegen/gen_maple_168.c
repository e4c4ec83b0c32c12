int gen_maple_168(int x) { return x * 169; }
