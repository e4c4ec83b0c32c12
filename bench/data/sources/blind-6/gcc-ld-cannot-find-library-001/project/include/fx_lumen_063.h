void fx_lumen_063_juniper(unsigned char *px, int n);
void fx_lumen_063_kestrel(unsigned char *px, int n);
void fx_lumen_063_lumen(unsigned char *px, int n);
void fx_lumen_063_maple(unsigned char *px, int n);
