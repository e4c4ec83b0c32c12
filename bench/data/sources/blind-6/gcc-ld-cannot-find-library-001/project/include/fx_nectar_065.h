void fx_nectar_065_lumen(unsigned char *px, int n);
void fx_nectar_065_maple(unsigned char *px, int n);
void fx_nectar_065_nectar(unsigned char *px, int n);
void fx_nectar_065_onyx(unsigned char *px, int n);
