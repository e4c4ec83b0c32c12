void fx_thistle_123_raven(unsigned char *px, int n);
void fx_thistle_123_sable(unsigned char *px, int n);
void fx_thistle_123_thistle(unsigned char *px, int n);
void fx_thistle_123_umber(unsigned char *px, int n);
