void fx_raven_147_pollen(unsigned char *px, int n);
void fx_raven_147_quartz(unsigned char *px, int n);
void fx_raven_147_raven(unsigned char *px, int n);
void fx_raven_147_sable(unsigned char *px, int n);
