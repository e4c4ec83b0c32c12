void fx_fable_005_delta(unsigned char *px, int n);
void fx_fable_005_ember(unsigned char *px, int n);
void fx_fable_005_fable(unsigned char *px, int n);
void fx_fable_005_garnet(unsigned char *px, int n);
