void fx_xenon_075_vesper(unsigned char *px, int n);
void fx_xenon_075_willow(unsigned char *px, int n);
void fx_xenon_075_xenon(unsigned char *px, int n);
void fx_xenon_075_yarrow(unsigned char *px, int n);
