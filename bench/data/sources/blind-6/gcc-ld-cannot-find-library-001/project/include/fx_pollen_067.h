void fx_pollen_067_nectar(unsigned char *px, int n);
void fx_pollen_067_onyx(unsigned char *px, int n);
void fx_pollen_067_pollen(unsigned char *px, int n);
void fx_pollen_067_quartz(unsigned char *px, int n);
