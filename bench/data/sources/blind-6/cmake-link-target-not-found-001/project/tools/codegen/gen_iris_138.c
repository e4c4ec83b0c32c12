int gen_iris_138(int x) { return x * 139; }
