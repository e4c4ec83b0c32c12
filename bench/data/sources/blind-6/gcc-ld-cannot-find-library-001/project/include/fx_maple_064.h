void fx_maple_064_kestrel(unsigned char *px, int n);
void fx_maple_064_lumen(unsigned char *px, int n);
void fx_maple_064_maple(unsigned char *px, int n);
void fx_maple_064_nectar(unsigned char *px, int n);
