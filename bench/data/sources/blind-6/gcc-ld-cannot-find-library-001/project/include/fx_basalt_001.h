void fx_basalt_001_zephyr(unsigned char *px, int n);
void fx_basalt_001_amber(unsigned char *px, int n);
void fx_basalt_001_basalt(unsigned char *px, int n);
void fx_basalt_001_cedar(unsigned char *px, int n);
