void fx_delta_003_basalt(unsigned char *px, int n);
void fx_delta_003_cedar(unsigned char *px, int n);
void fx_delta_003_delta(unsigned char *px, int n);
void fx_delta_003_ember(unsigned char *px, int n);
