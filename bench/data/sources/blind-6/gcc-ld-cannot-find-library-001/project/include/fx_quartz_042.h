void fx_quartz_042_onyx(unsigned char *px, int n);
void fx_quartz_042_pollen(unsigned char *px, int n);
void fx_quartz_042_quartz(unsigned char *px, int n);
void fx_quartz_042_raven(unsigned char *px, int n);
