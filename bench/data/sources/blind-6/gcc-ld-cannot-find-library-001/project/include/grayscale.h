void grayscale_iris(unsigned char *px, int n);
void grayscale_juniper(unsigned char *px, int n);
void grayscale_kestrel(unsigned char *px, int n);
void grayscale_lumen(unsigned char *px, int n);
