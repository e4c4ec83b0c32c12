void fx_onyx_066_maple(unsigned char *px, int n);
void fx_onyx_066_nectar(unsigned char *px, int n);
void fx_onyx_066_onyx(unsigned char *px, int n);
void fx_onyx_066_pollen(unsigned char *px, int n);
