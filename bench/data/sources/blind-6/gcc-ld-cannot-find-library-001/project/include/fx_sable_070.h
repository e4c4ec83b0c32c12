void fx_sable_070_quartz(unsigned char *px, int n);
void fx_sable_070_raven(unsigned char *px, int n);
void fx_sable_070_sable(unsigned char *px, int n);
void fx_sable_070_thistle(unsigned char *px, int n);
