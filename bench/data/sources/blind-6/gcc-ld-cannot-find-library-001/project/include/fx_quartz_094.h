void fx_quartz_094_onyx(unsigned char *px, int n);
void fx_quartz_094_pollen(unsigned char *px, int n);
void fx_quartz_094_quartz(unsigned char *px, int n);
void fx_quartz_094_raven(unsigned char *px, int n);
