void fx_zephyr_103_xenon(unsigned char *px, int n);
void fx_zephyr_103_yarrow(unsigned char *px, int n);
void fx_zephyr_103_zephyr(unsigned char *px, int n);
void fx_zephyr_103_amber(unsigned char *px, int n);
