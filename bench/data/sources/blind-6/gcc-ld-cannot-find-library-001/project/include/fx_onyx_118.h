void fx_onyx_118_maple(unsigned char *px, int n);
void fx_onyx_118_nectar(unsigned char *px, int n);
void fx_onyx_118_onyx(unsigned char *px, int n);
void fx_onyx_118_pollen(unsigned char *px, int n);
