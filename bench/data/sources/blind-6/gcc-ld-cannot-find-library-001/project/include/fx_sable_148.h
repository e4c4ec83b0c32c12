void fx_sable_148_quartz(unsigned char *px, int n);
void fx_sable_148_raven(unsigned char *px, int n);
void fx_sable_148_sable(unsigned char *px, int n);
void fx_sable_148_thistle(unsigned char *px, int n);
