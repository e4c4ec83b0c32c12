void fx_lumen_115_juniper(unsigned char *px, int n);
void fx_lumen_115_kestrel(unsigned char *px, int n);
void fx_lumen_115_lumen(unsigned char *px, int n);
void fx_lumen_115_maple(unsigned char *px, int n);
