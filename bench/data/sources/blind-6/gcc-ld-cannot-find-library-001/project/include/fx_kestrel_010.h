void fx_kestrel_010_iris(unsigned char *px, int n);
void fx_kestrel_010_juniper(unsigned char *px, int n);
void fx_kestrel_010_kestrel(unsigned char *px, int n);
void fx_kestrel_010_lumen(unsigned char *px, int n);
