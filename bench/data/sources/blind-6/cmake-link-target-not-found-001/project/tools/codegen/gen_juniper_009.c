int gen_juniper_009(int x) { return x * 10; }
