void fx_maple_090_kestrel(unsigned char *px, int n);
void fx_maple_090_lumen(unsigned char *px, int n);
void fx_maple_090_maple(unsigned char *px, int n);
void fx_maple_090_nectar(unsigned char *px, int n);
