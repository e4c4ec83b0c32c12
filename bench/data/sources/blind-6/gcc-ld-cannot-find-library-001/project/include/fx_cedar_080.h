void fx_cedar_080_amber(unsigned char *px, int n);
void fx_cedar_080_basalt(unsigned char *px, int n);
void fx_cedar_080_cedar(unsigned char *px, int n);
void fx_cedar_080_delta(unsigned char *px, int n);
