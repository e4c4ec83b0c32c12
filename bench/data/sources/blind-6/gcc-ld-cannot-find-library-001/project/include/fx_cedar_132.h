void fx_cedar_132_amber(unsigned char *px, int n);
void fx_cedar_132_basalt(unsigned char *px, int n);
void fx_cedar_132_cedar(unsigned char *px, int n);
void fx_cedar_132_delta(unsigned char *px, int n);
