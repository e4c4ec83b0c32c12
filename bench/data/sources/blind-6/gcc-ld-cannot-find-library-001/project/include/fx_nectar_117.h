void fx_nectar_117_lumen(unsigned char *px, int n);
void fx_nectar_117_maple(unsigned char *px, int n);
void fx_nectar_117_nectar(unsigned char *px, int n);
void fx_nectar_117_onyx(unsigned char *px, int n);
