void fx_delta_107_basalt(unsigned char *px, int n);
void fx_delta_107_cedar(unsigned char *px, int n);
void fx_delta_107_delta(unsigned char *px, int n);
void fx_delta_107_ember(unsigned char *px, int n);
