void fx_vesper_125_thistle(unsigned char *px, int n);
void fx_vesper_125_umber(unsigned char *px, int n);
void fx_vesper_125_vesper(unsigned char *px, int n);
void fx_vesper_125_willow(unsigned char *px, int n);
