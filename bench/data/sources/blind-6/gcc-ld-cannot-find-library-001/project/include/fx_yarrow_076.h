void fx_yarrow_076_willow(unsigned char *px, int n);
void fx_yarrow_076_xenon(unsigned char *px, int n);
void fx_yarrow_076_yarrow(unsigned char *px, int n);
void fx_yarrow_076_zephyr(unsigned char *px, int n);
