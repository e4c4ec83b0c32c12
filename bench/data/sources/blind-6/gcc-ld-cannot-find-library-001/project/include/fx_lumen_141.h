void fx_lumen_141_juniper(unsigned char *px, int n);
void fx_lumen_141_kestrel(unsigned char *px, int n);
void fx_lumen_141_lumen(unsigned char *px, int n);
void fx_lumen_141_maple(unsigned char *px, int n);
