void fx_cedar_028_amber(unsigned char *px, int n);
void fx_cedar_028_basalt(unsigned char *px, int n);
void fx_cedar_028_cedar(unsigned char *px, int n);
void fx_cedar_028_delta(unsigned char *px, int n);
