void fx_basalt_131_zephyr(unsigned char *px, int n);
void fx_basalt_131_amber(unsigned char *px, int n);
void fx_basalt_131_basalt(unsigned char *px, int n);
void fx_basalt_131_cedar(unsigned char *px, int n);
