void fx_pollen_119_nectar(unsigned char *px, int n);
void fx_pollen_119_onyx(unsigned char *px, int n);
void fx_pollen_119_pollen(unsigned char *px, int n);
void fx_pollen_119_quartz(unsigned char *px, int n);
