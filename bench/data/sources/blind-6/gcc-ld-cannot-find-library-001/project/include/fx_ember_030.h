void fx_ember_030_cedar(unsigned char *px, int n);
void fx_ember_030_delta(unsigned char *px, int n);
void fx_ember_030_ember(unsigned char *px, int n);
void fx_ember_030_fable(unsigned char *px, int n);
