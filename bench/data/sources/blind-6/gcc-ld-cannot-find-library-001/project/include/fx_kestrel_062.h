void fx_kestrel_062_iris(unsigned char *px, int n);
void fx_kestrel_062_juniper(unsigned char *px, int n);
void fx_kestrel_062_kestrel(unsigned char *px, int n);
void fx_kestrel_062_lumen(unsigned char *px, int n);
