void fx_basalt_053_zephyr(unsigned char *px, int n);
void fx_basalt_053_amber(unsigned char *px, int n);
void fx_basalt_053_basalt(unsigned char *px, int n);
void fx_basalt_053_cedar(unsigned char *px, int n);
