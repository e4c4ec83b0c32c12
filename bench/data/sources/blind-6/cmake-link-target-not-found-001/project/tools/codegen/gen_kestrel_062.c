int gen_kestrel_062(int x) { return x * 63; }
