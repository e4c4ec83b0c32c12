void fx_umber_124_sable(unsigned char *px, int n);
void fx_umber_124_thistle(unsigned char *px, int n);
void fx_umber_124_umber(unsigned char *px, int n);
void fx_umber_124_vesper(unsigned char *px, int n);
