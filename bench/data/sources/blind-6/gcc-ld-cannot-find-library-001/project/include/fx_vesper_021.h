void fx_vesper_021_thistle(unsigned char *px, int n);
void fx_vesper_021_umber(unsigned char *px, int n);
void fx_vesper_021_vesper(unsigned char *px, int n);
void fx_vesper_021_willow(unsigned char *px, int n);
