void fx_umber_046_sable(unsigned char *px, int n);
void fx_umber_046_thistle(unsigned char *px, int n);
void fx_umber_046_umber(unsigned char *px, int n);
void fx_umber_046_vesper(unsigned char *px, int n);
