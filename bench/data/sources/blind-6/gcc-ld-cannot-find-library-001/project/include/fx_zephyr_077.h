void fx_zephyr_077_xenon(unsigned char *px, int n);
void fx_zephyr_077_yarrow(unsigned char *px, int n);
void fx_zephyr_077_zephyr(unsigned char *px, int n);
void fx_zephyr_077_amber(unsigned char *px, int n);
