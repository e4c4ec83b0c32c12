int gen_umber_046(int x) { return x * 47; }
