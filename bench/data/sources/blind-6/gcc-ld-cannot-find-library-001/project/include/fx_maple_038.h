void fx_maple_038_kestrel(unsigned char *px, int n);
void fx_maple_038_lumen(unsigned char *px, int n);
void fx_maple_038_maple(unsigned char *px, int n);
void fx_maple_038_nectar(unsigned char *px, int n);
