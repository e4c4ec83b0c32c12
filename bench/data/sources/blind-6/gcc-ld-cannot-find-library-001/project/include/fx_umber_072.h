void fx_umber_072_sable(unsigned char *px, int n);
void fx_umber_072_thistle(unsigned char *px, int n);
void fx_umber_072_umber(unsigned char *px, int n);
void fx_umber_072_vesper(unsigned char *px, int n);
