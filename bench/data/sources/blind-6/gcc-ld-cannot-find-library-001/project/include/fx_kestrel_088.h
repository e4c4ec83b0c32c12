void fx_kestrel_088_iris(unsigned char *px, int n);
void fx_kestrel_088_juniper(unsigned char *px, int n);
void fx_kestrel_088_kestrel(unsigned char *px, int n);
void fx_kestrel_088_lumen(unsigned char *px, int n);
