void fx_zephyr_051_xenon(unsigned char *px, int n);
void fx_zephyr_051_yarrow(unsigned char *px, int n);
void fx_zephyr_051_zephyr(unsigned char *px, int n);
void fx_zephyr_051_amber(unsigned char *px, int n);
