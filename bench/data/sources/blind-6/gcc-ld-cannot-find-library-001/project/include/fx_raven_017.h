void fx_raven_017_pollen(unsigned char *px, int n);
void fx_raven_017_quartz(unsigned char *px, int n);
void fx_raven_017_raven(unsigned char *px, int n);
void fx_raven_017_sable(unsigned char *px, int n);
