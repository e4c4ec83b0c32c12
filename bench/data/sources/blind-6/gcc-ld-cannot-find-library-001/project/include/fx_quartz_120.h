void fx_quartz_120_onyx(unsigned char *px, int n);
void fx_quartz_120_pollen(unsigned char *px, int n);
void fx_quartz_120_quartz(unsigned char *px, int n);
void fx_quartz_120_raven(unsigned char *px, int n);
