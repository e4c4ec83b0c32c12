void resize_quartz(unsigned char *px, int n);
void resize_raven(unsigned char *px, int n);
void resize_sable(unsigned char *px, int n);
void resize_thistle(unsigned char *px, int n);
