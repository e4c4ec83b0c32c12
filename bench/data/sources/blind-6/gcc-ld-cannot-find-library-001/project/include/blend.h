void blend_amber(unsigned char *px, int n);
void blend_basalt(unsigned char *px, int n);
void blend_cedar(unsigned char *px, int n);
void blend_delta(unsigned char *px, int n);
