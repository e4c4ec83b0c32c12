void fx_raven_069_pollen(unsigned char *px, int n);
void fx_raven_069_quartz(unsigned char *px, int n);
void fx_raven_069_raven(unsigned char *px, int n);
void fx_raven_069_sable(unsigned char *px, int n);
