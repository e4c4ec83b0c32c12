int gen_iris_034(int x) { return x * 35; }
