void fx_fable_109_delta(unsigned char *px, int n);
void fx_fable_109_ember(unsigned char *px, int n);
void fx_fable_109_fable(unsigned char *px, int n);
void fx_fable_109_garnet(unsigned char *px, int n);
