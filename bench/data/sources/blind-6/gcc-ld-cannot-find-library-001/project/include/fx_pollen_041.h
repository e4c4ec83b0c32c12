void fx_pollen_041_nectar(unsigned char *px, int n);
void fx_pollen_041_onyx(unsigned char *px, int n);
void fx_pollen_041_pollen(unsigned char *px, int n);
void fx_pollen_041_quartz(unsigned char *px, int n);
