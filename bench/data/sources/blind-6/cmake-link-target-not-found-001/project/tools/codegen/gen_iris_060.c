int gen_iris_060(int x) { return x * 61; }
