void fx_xenon_101_vesper(unsigned char *px, int n);
void fx_xenon_101_willow(unsigned char *px, int n);
void fx_xenon_101_xenon(unsigned char *px, int n);
void fx_xenon_101_yarrow(unsigned char *px, int n);
