void histogram_juniper(unsigned char *px, int n);
void histogram_kestrel(unsigned char *px, int n);
void histogram_lumen(unsigned char *px, int n);
void histogram_maple(unsigned char *px, int n);
