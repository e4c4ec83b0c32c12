void fx_thistle_019_raven(unsigned char *px, int n);
void fx_thistle_019_sable(unsigned char *px, int n);
void fx_thistle_019_thistle(unsigned char *px, int n);
void fx_thistle_019_umber(unsigned char *px, int n);
