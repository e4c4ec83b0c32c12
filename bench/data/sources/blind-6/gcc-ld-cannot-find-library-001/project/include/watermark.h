void watermark_xenon(unsigned char *px, int n);
void watermark_yarrow(unsigned char *px, int n);
void watermark_zephyr(unsigned char *px, int n);
void watermark_amber(unsigned char *px, int n);
