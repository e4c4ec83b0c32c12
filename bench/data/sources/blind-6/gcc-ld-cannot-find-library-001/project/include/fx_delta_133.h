void fx_delta_133_basalt(unsigned char *px, int n);
void fx_delta_133_cedar(unsigned char *px, int n);
void fx_delta_133_delta(unsigned char *px, int n);
void fx_delta_133_ember(unsigned char *px, int n);
