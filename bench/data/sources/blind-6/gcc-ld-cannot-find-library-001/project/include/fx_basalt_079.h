void fx_basalt_079_zephyr(unsigned char *px, int n);
void fx_basalt_079_amber(unsigned char *px, int n);
void fx_basalt_079_basalt(unsigned char *px, int n);
void fx_basalt_079_cedar(unsigned char *px, int n);
