void fx_cedar_106_amber(unsigned char *px, int n);
void fx_cedar_106_basalt(unsigned char *px, int n);
void fx_cedar_106_cedar(unsigned char *px, int n);
void fx_cedar_106_delta(unsigned char *px, int n);
