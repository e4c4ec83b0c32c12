void fx_nectar_091_lumen(unsigned char *px, int n);
void fx_nectar_091_maple(unsigned char *px, int n);
void fx_nectar_091_nectar(unsigned char *px, int n);
void fx_nectar_091_onyx(unsigned char *px, int n);
