void fx_cedar_054_amber(unsigned char *px, int n);
void fx_cedar_054_basalt(unsigned char *px, int n);
void fx_cedar_054_cedar(unsigned char *px, int n);
void fx_cedar_054_delta(unsigned char *px, int n);
