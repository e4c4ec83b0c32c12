void fx_umber_098_sable(unsigned char *px, int n);
void fx_umber_098_thistle(unsigned char *px, int n);
void fx_umber_098_umber(unsigned char *px, int n);
void fx_umber_098_vesper(unsigned char *px, int n);
