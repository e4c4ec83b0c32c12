void fx_willow_126_umber(unsigned char *px, int n);
void fx_willow_126_vesper(unsigned char *px, int n);
void fx_willow_126_willow(unsigned char *px, int n);
void fx_willow_126_xenon(unsigned char *px, int n);
