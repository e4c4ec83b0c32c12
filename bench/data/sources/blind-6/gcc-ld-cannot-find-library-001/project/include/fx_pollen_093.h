void fx_pollen_093_nectar(unsigned char *px, int n);
void fx_pollen_093_onyx(unsigned char *px, int n);
void fx_pollen_093_pollen(unsigned char *px, int n);
void fx_pollen_093_quartz(unsigned char *px, int n);
