void fx_thistle_097_raven(unsigned char *px, int n);
void fx_thistle_097_sable(unsigned char *px, int n);
void fx_thistle_097_thistle(unsigned char *px, int n);
void fx_thistle_097_umber(unsigned char *px, int n);
