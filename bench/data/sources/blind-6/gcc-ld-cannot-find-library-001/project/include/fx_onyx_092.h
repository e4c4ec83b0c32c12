void fx_onyx_092_maple(unsigned char *px, int n);
void fx_onyx_092_nectar(unsigned char *px, int n);
void fx_onyx_092_onyx(unsigned char *px, int n);
void fx_onyx_092_pollen(unsigned char *px, int n);
