void invert_kestrel(unsigned char *px, int n);
void invert_lumen(unsigned char *px, int n);
void invert_maple(unsigned char *px, int n);
void invert_nectar(unsigned char *px, int n);
