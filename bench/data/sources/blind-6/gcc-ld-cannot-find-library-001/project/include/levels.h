void levels_lumen(unsigned char *px, int n);
void levels_maple(unsigned char *px, int n);
void levels_nectar(unsigned char *px, int n);
void levels_onyx(unsigned char *px, int n);
