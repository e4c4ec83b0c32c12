void fx_willow_048_umber(unsigned char *px, int n);
void fx_willow_048_vesper(unsigned char *px, int n);
void fx_willow_048_willow(unsigned char *px, int n);
void fx_willow_048_xenon(unsigned char *px, int n);
