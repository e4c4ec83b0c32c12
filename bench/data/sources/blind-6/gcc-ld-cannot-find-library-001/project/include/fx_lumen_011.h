void fx_lumen_011_juniper(unsigned char *px, int n);
void fx_lumen_011_kestrel(unsigned char *px, int n);
void fx_lumen_011_lumen(unsigned char *px, int n);
void fx_lumen_011_maple(unsigned char *px, int n);
