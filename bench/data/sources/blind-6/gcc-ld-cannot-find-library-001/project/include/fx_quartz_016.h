void fx_quartz_016_onyx(unsigned char *px, int n);
void fx_quartz_016_pollen(unsigned char *px, int n);
void fx_quartz_016_quartz(unsigned char *px, int n);
void fx_quartz_016_raven(unsigned char *px, int n);
