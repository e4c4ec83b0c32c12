int gen_umber_124(int x) { return x * 125; }
