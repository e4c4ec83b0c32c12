int gen_iris_086(int x) { return x * 87; }
