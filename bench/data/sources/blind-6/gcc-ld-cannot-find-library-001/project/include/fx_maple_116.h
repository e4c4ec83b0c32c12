void fx_maple_116_kestrel(unsigned char *px, int n);
void fx_maple_116_lumen(unsigned char *px, int n);
void fx_maple_116_maple(unsigned char *px, int n);
void fx_maple_116_nectar(unsigned char *px, int n);
