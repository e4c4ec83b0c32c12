void palette_onyx(unsigned char *px, int n);
void palette_pollen(unsigned char *px, int n);
void palette_quartz(unsigned char *px, int n);
void palette_raven(unsigned char *px, int n);
