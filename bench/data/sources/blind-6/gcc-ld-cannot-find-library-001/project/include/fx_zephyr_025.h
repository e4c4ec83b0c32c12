void fx_zephyr_025_xenon(unsigned char *px, int n);
void fx_zephyr_025_yarrow(unsigned char *px, int n);
void fx_zephyr_025_zephyr(unsigned char *px, int n);
void fx_zephyr_025_amber(unsigned char *px, int n);
