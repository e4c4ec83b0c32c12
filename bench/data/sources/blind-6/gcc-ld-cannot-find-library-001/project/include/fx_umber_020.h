void fx_umber_020_sable(unsigned char *px, int n);
void fx_umber_020_thistle(unsigned char *px, int n);
void fx_umber_020_umber(unsigned char *px, int n);
void fx_umber_020_vesper(unsigned char *px, int n);
