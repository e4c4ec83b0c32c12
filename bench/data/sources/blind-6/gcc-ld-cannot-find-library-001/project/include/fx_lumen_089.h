void fx_lumen_089_juniper(unsigned char *px, int n);
void fx_lumen_089_kestrel(unsigned char *px, int n);
void fx_lumen_089_lumen(unsigned char *px, int n);
void fx_lumen_089_maple(unsigned char *px, int n);
