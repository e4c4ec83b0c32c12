int gen_iris_190(int x) { return x * 191; }
