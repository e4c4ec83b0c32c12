void fx_thistle_071_raven(unsigned char *px, int n);
void fx_thistle_071_sable(unsigned char *px, int n);
void fx_thistle_071_thistle(unsigned char *px, int n);
void fx_thistle_071_umber(unsigned char *px, int n);
