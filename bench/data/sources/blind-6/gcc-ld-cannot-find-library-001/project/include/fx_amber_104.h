void fx_amber_104_yarrow(unsigned char *px, int n);
void fx_amber_104_zephyr(unsigned char *px, int n);
void fx_amber_104_amber(unsigned char *px, int n);
void fx_amber_104_basalt(unsigned char *px, int n);
