void fx_xenon_023_vesper(unsigned char *px, int n);
void fx_xenon_023_willow(unsigned char *px, int n);
void fx_xenon_023_xenon(unsigned char *px, int n);
void fx_xenon_023_yarrow(unsigned char *px, int n);
