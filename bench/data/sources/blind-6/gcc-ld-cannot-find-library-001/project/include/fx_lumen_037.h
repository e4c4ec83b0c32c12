void fx_lumen_037_juniper(unsigned char *px, int n);
void fx_lumen_037_kestrel(unsigned char *px, int n);
void fx_lumen_037_lumen(unsigned char *px, int n);
void fx_lumen_037_maple(unsigned char *px, int n);
