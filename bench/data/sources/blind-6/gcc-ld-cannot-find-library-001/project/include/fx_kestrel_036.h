void fx_kestrel_036_iris(unsigned char *px, int n);
void fx_kestrel_036_juniper(unsigned char *px, int n);
void fx_kestrel_036_kestrel(unsigned char *px, int n);
void fx_kestrel_036_lumen(unsigned char *px, int n);
