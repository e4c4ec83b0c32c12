void fx_quartz_146_onyx(unsigned char *px, int n);
void fx_quartz_146_pollen(unsigned char *px, int n);
void fx_quartz_146_quartz(unsigned char *px, int n);
void fx_quartz_146_raven(unsigned char *px, int n);
