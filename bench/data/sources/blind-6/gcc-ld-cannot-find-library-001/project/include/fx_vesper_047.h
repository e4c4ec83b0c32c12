void fx_vesper_047_thistle(unsigned char *px, int n);
void fx_vesper_047_umber(unsigned char *px, int n);
void fx_vesper_047_vesper(unsigned char *px, int n);
void fx_vesper_047_willow(unsigned char *px, int n);
