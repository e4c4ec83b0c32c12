void sepia_sable(unsigned char *px, int n);
void sepia_thistle(unsigned char *px, int n);
void sepia_umber(unsigned char *px, int n);
void sepia_vesper(unsigned char *px, int n);
