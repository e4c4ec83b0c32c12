void fx_xenon_127_vesper(unsigned char *px, int n);
void fx_xenon_127_willow(unsigned char *px, int n);
void fx_xenon_127_xenon(unsigned char *px, int n);
void fx_xenon_127_yarrow(unsigned char *px, int n);
