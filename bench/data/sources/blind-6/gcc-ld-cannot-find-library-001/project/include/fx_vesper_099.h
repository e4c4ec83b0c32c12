void fx_vesper_099_thistle(unsigned char *px, int n);
void fx_vesper_099_umber(unsigned char *px, int n);
void fx_vesper_099_vesper(unsigned char *px, int n);
void fx_vesper_099_willow(unsigned char *px, int n);
