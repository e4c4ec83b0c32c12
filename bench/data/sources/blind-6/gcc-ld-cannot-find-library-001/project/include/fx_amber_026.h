void fx_amber_026_yarrow(unsigned char *px, int n);
void fx_amber_026_zephyr(unsigned char *px, int n);
void fx_amber_026_amber(unsigned char *px, int n);
void fx_amber_026_basalt(unsigned char *px, int n);
