void fx_quartz_068_onyx(unsigned char *px, int n);
void fx_quartz_068_pollen(unsigned char *px, int n);
void fx_quartz_068_quartz(unsigned char *px, int n);
void fx_quartz_068_raven(unsigned char *px, int n);
