void thumbnail_umber(unsigned char *px, int n);
void thumbnail_vesper(unsigned char *px, int n);
void thumbnail_willow(unsigned char *px, int n);
void thumbnail_xenon(unsigned char *px, int n);
