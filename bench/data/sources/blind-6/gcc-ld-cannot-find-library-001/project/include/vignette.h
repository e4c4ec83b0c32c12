void vignette_willow(unsigned char *px, int n);
void vignette_xenon(unsigned char *px, int n);
void vignette_yarrow(unsigned char *px, int n);
void vignette_zephyr(unsigned char *px, int n);
