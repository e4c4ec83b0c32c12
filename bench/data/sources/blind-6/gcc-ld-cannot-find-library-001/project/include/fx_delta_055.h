void fx_delta_055_basalt(unsigned char *px, int n);
void fx_delta_055_cedar(unsigned char *px, int n);
void fx_delta_055_delta(unsigned char *px, int n);
void fx_delta_055_ember(unsigned char *px, int n);
