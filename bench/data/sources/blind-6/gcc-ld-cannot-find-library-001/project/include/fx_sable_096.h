void fx_sable_096_quartz(unsigned char *px, int n);
void fx_sable_096_raven(unsigned char *px, int n);
void fx_sable_096_sable(unsigned char *px, int n);
void fx_sable_096_thistle(unsigned char *px, int n);
