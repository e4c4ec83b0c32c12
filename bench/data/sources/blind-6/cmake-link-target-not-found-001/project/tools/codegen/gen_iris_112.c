int gen_iris_112(int x) { return x * 113; }
