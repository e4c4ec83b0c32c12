void fx_yarrow_102_willow(unsigned char *px, int n);
void fx_yarrow_102_xenon(unsigned char *px, int n);
void fx_yarrow_102_yarrow(unsigned char *px, int n);
void fx_yarrow_102_zephyr(unsigned char *px, int n);
