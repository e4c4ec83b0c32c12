void fx_ember_134_cedar(unsigned char *px, int n);
void fx_ember_134_delta(unsigned char *px, int n);
void fx_ember_134_ember(unsigned char *px, int n);
void fx_ember_134_fable(unsigned char *px, int n);
