void fx_maple_142_kestrel(unsigned char *px, int n);
void fx_maple_142_lumen(unsigned char *px, int n);
void fx_maple_142_maple(unsigned char *px, int n);
void fx_maple_142_nectar(unsigned char *px, int n);
