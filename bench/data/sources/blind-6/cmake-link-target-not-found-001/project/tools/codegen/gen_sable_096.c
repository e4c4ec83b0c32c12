int gen_sable_096(int x) { return x * 97; }
