int gen_iris_008(int x) { return x * 9; }
