void fx_basalt_105_zephyr(unsigned char *px, int n);
void fx_basalt_105_amber(unsigned char *px, int n);
void fx_basalt_105_basalt(unsigned char *px, int n);
void fx_basalt_105_cedar(unsigned char *px, int n);
