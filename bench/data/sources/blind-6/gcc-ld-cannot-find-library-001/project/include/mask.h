void mask_maple(unsigned char *px, int n);
void mask_nectar(unsigned char *px, int n);
void mask_onyx(unsigned char *px, int n);
void mask_pollen(unsigned char *px, int n);
