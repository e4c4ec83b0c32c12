void fx_delta_081_basalt(unsigned char *px, int n);
void fx_delta_081_cedar(unsigned char *px, int n);
void fx_delta_081_delta(unsigned char *px, int n);
void fx_delta_081_ember(unsigned char *px, int n);
