void fx_sable_044_quartz(unsigned char *px, int n);
void fx_sable_044_raven(unsigned char *px, int n);
void fx_sable_044_sable(unsigned char *px, int n);
void fx_sable_044_thistle(unsigned char *px, int n);
