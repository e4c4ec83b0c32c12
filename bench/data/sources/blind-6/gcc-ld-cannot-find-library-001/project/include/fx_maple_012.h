void fx_maple_012_kestrel(unsigned char *px, int n);
void fx_maple_012_lumen(unsigned char *px, int n);
void fx_maple_012_maple(unsigned char *px, int n);
void fx_maple_012_nectar(unsigned char *px, int n);
