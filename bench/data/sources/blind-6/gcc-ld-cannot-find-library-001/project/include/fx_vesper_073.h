void fx_vesper_073_thistle(unsigned char *px, int n);
void fx_vesper_073_umber(unsigned char *px, int n);
void fx_vesper_073_vesper(unsigned char *px, int n);
void fx_vesper_073_willow(unsigned char *px, int n);
