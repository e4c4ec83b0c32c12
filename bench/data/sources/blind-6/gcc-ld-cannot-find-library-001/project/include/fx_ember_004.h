void fx_ember_004_cedar(unsigned char *px, int n);
void fx_ember_004_delta(unsigned char *px, int n);
void fx_ember_004_ember(unsigned char *px, int n);
void fx_ember_004_fable(unsigned char *px, int n);
