int gen_sable_148(int x) { return x * 149; }
