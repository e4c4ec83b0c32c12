void fx_zephyr_129_xenon(unsigned char *px, int n);
void fx_zephyr_129_yarrow(unsigned char *px, int n);
void fx_zephyr_129_zephyr(unsigned char *px, int n);
void fx_zephyr_129_amber(unsigned char *px, int n);
