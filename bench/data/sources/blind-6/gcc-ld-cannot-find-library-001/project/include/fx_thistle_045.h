void fx_thistle_045_raven(unsigned char *px, int n);
void fx_thistle_045_sable(unsigned char *px, int n);
void fx_thistle_045_thistle(unsigned char *px, int n);
void fx_thistle_045_umber(unsigned char *px, int n);
