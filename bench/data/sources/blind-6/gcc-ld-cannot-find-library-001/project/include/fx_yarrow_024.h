void fx_yarrow_024_willow(unsigned char *px, int n);
void fx_yarrow_024_xenon(unsigned char *px, int n);
void fx_yarrow_024_yarrow(unsigned char *px, int n);
void fx_yarrow_024_zephyr(unsigned char *px, int n);
