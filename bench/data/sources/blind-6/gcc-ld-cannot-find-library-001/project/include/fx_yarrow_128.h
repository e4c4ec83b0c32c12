void fx_yarrow_128_willow(unsigned char *px, int n);
void fx_yarrow_128_xenon(unsigned char *px, int n);
void fx_yarrow_128_yarrow(unsigned char *px, int n);
void fx_yarrow_128_zephyr(unsigned char *px, int n);
