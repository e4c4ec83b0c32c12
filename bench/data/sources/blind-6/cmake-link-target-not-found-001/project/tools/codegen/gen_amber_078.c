int gen_amber_078(int x) { return x * 79; }
