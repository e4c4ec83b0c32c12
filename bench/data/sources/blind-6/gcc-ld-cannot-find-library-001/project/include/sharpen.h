void sharpen_thistle(unsigned char *px, int n);
void sharpen_umber(unsigned char *px, int n);
void sharpen_vesper(unsigned char *px, int n);
void sharpen_willow(unsigned char *px, int n);
