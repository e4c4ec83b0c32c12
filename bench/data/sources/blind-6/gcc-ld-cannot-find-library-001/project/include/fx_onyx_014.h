void fx_onyx_014_maple(unsigned char *px, int n);
void fx_onyx_014_nectar(unsigned char *px, int n);
void fx_onyx_014_onyx(unsigned char *px, int n);
void fx_onyx_014_pollen(unsigned char *px, int n);
