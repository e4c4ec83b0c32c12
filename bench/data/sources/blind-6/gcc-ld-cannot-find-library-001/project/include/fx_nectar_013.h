void fx_nectar_013_lumen(unsigned char *px, int n);
void fx_nectar_013_maple(unsigned char *px, int n);
void fx_nectar_013_nectar(unsigned char *px, int n);
void fx_nectar_013_onyx(unsigned char *px, int n);
