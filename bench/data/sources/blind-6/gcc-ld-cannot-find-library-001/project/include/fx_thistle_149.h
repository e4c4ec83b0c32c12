void fx_thistle_149_raven(unsigned char *px, int n);
void fx_thistle_149_sable(unsigned char *px, int n);
void fx_thistle_149_thistle(unsigned char *px, int n);
void fx_thistle_149_umber(unsigned char *px, int n);
