void fx_amber_000_yarrow(unsigned char *px, int n);
void fx_amber_000_zephyr(unsigned char *px, int n);
void fx_amber_000_amber(unsigned char *px, int n);
void fx_amber_000_basalt(unsigned char *px, int n);
