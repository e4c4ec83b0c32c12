void fx_raven_043_pollen(unsigned char *px, int n);
void fx_raven_043_quartz(unsigned char *px, int n);
void fx_raven_043_raven(unsigned char *px, int n);
void fx_raven_043_sable(unsigned char *px, int n);
