void fx_onyx_144_maple(unsigned char *px, int n);
void fx_onyx_144_nectar(unsigned char *px, int n);
void fx_onyx_144_onyx(unsigned char *px, int n);
void fx_onyx_144_pollen(unsigned char *px, int n);
