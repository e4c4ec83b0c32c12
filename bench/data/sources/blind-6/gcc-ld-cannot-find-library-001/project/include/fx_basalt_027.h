void fx_basalt_027_zephyr(unsigned char *px, int n);
void fx_basalt_027_amber(unsigned char *px, int n);
void fx_basalt_027_basalt(unsigned char *px, int n);
void fx_basalt_027_cedar(unsigned char *px, int n);
