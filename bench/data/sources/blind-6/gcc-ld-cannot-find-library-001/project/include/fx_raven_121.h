void fx_raven_121_pollen(unsigned char *px, int n);
void fx_raven_121_quartz(unsigned char *px, int n);
void fx_raven_121_raven(unsigned char *px, int n);
void fx_raven_121_sable(unsigned char *px, int n);
