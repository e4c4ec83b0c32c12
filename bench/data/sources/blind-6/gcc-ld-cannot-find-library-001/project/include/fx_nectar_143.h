void fx_nectar_143_lumen(unsigned char *px, int n);
void fx_nectar_143_maple(unsigned char *px, int n);
void fx_nectar_143_nectar(unsigned char *px, int n);
void fx_nectar_143_onyx(unsigned char *px, int n);
