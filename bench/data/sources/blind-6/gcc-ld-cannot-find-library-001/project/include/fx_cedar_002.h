void fx_cedar_002_amber(unsigned char *px, int n);
void fx_cedar_002_basalt(unsigned char *px, int n);
void fx_cedar_002_cedar(unsigned char *px, int n);
void fx_cedar_002_delta(unsigned char *px, int n);
