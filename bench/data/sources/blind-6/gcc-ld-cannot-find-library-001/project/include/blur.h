void blur_basalt(unsigned char *px, int n);
void blur_cedar(unsigned char *px, int n);
void blur_delta(unsigned char *px, int n);
void blur_ember(unsigned char *px, int n);
