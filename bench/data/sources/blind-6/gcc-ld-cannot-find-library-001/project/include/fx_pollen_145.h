void fx_pollen_145_nectar(unsigned char *px, int n);
void fx_pollen_145_onyx(unsigned char *px, int n);
void fx_pollen_145_pollen(unsigned char *px, int n);
void fx_pollen_145_quartz(unsigned char *px, int n);
