void fx_sable_122_quartz(unsigned char *px, int n);
void fx_sable_122_raven(unsigned char *px, int n);
void fx_sable_122_sable(unsigned char *px, int n);
void fx_sable_122_thistle(unsigned char *px, int n);
