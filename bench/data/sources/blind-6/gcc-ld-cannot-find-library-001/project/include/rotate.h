void rotate_raven(unsigned char *px, int n);
void rotate_sable(unsigned char *px, int n);
void rotate_thistle(unsigned char *px, int n);
void rotate_umber(unsigned char *px, int n);
