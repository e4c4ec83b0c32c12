void fx_willow_022_umber(unsigned char *px, int n);
void fx_willow_022_vesper(unsigned char *px, int n);
void fx_willow_022_willow(unsigned char *px, int n);
void fx_willow_022_xenon(unsigned char *px, int n);
