void fx_amber_130_yarrow(unsigned char *px, int n);
void fx_amber_130_zephyr(unsigned char *px, int n);
void fx_amber_130_amber(unsigned char *px, int n);
void fx_amber_130_basalt(unsigned char *px, int n);
