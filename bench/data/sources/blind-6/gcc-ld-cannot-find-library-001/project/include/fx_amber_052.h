void fx_amber_052_yarrow(unsigned char *px, int n);
void fx_amber_052_zephyr(unsigned char *px, int n);
void fx_amber_052_amber(unsigned char *px, int n);
void fx_amber_052_basalt(unsigned char *px, int n);
