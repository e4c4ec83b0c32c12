void fx_raven_095_pollen(unsigned char *px, int n);
void fx_raven_095_quartz(unsigned char *px, int n);
void fx_raven_095_raven(unsigned char *px, int n);
void fx_raven_095_sable(unsigned char *px, int n);
