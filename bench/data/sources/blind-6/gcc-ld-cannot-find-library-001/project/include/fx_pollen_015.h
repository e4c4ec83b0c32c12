void fx_pollen_015_nectar(unsigned char *px, int n);
void fx_pollen_015_onyx(unsigned char *px, int n);
void fx_pollen_015_pollen(unsigned char *px, int n);
void fx_pollen_015_quartz(unsigned char *px, int n);
