void fx_ember_108_cedar(unsigned char *px, int n);
void fx_ember_108_delta(unsigned char *px, int n);
void fx_ember_108_ember(unsigned char *px, int n);
void fx_ember_108_fable(unsigned char *px, int n);
