void fx_willow_100_umber(unsigned char *px, int n);
void fx_willow_100_vesper(unsigned char *px, int n);
void fx_willow_100_willow(unsigned char *px, int n);
void fx_willow_100_xenon(unsigned char *px, int n);
