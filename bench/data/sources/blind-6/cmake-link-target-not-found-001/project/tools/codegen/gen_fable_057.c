int gen_fable_057(int x) { return x * 58; }
