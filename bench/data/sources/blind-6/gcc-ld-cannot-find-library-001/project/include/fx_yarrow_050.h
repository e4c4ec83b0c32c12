void fx_yarrow_050_willow(unsigned char *px, int n);
void fx_yarrow_050_xenon(unsigned char *px, int n);
void fx_yarrow_050_yarrow(unsigned char *px, int n);
void fx_yarrow_050_zephyr(unsigned char *px, int n);
