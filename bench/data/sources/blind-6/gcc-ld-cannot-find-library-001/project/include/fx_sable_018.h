void fx_sable_018_quartz(unsigned char *px, int n);
void fx_sable_018_raven(unsigned char *px, int n);
void fx_sable_018_sable(unsigned char *px, int n);
void fx_sable_018_thistle(unsigned char *px, int n);
