int gen_iris_164(int x) { return x * 165; }
