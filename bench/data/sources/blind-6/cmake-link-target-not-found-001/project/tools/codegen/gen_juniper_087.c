int gen_juniper_087(int x) { return x * 88; }
