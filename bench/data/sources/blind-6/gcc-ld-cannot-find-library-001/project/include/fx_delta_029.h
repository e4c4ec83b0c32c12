void fx_delta_029_basalt(unsigned char *px, int n);
void fx_delta_029_cedar(unsigned char *px, int n);
void fx_delta_029_delta(unsigned char *px, int n);
void fx_delta_029_ember(unsigned char *px, int n);
