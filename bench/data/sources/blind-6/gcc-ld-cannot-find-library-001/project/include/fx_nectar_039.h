void fx_nectar_039_lumen(unsigned char *px, int n);
void fx_nectar_039_maple(unsigned char *px, int n);
void fx_nectar_039_nectar(unsigned char *px, int n);
void fx_nectar_039_onyx(unsigned char *px, int n);
