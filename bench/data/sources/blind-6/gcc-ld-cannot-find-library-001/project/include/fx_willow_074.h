void fx_willow_074_umber(unsigned char *px, int n);
void fx_willow_074_vesper(unsigned char *px, int n);
void fx_willow_074_willow(unsigned char *px, int n);
void fx_willow_074_xenon(unsigned char *px, int n);
