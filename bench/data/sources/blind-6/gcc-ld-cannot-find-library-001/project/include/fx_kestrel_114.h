void fx_kestrel_114_iris(unsigned char *px, int n);
void fx_kestrel_114_juniper(unsigned char *px, int n);
void fx_kestrel_114_kestrel(unsigned char *px, int n);
void fx_kestrel_114_lumen(unsigned char *px, int n);
