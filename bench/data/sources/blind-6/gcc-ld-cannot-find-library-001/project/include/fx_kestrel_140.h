void fx_kestrel_140_iris(unsigned char *px, int n);
void fx_kestrel_140_juniper(unsigned char *px, int n);
void fx_kestrel_140_kestrel(unsigned char *px, int n);
void fx_kestrel_140_lumen(unsigned char *px, int n);
