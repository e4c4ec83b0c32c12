void dither_ember(unsigned char *px, int n);
void dither_fable(unsigned char *px, int n);
void dither_garnet(unsigned char *px, int n);
void dither_harbor(unsigned char *px, int n);
