void fx_xenon_049_vesper(unsigned char *px, int n);
void fx_xenon_049_willow(unsigned char *px, int n);
void fx_xenon_049_xenon(unsigned char *px, int n);
void fx_xenon_049_yarrow(unsigned char *px, int n);
