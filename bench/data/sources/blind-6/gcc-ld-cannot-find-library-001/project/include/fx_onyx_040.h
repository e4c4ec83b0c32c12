void fx_onyx_040_maple(unsigned char *px, int n);
void fx_onyx_040_nectar(unsigned char *px, int n);
void fx_onyx_040_onyx(unsigned char *px, int n);
void fx_onyx_040_pollen(unsigned char *px, int n);
