void fx_fable_057_delta(unsigned char *px, int n);
void fx_fable_057_ember(unsigned char *px, int n);
void fx_fable_057_fable(unsigned char *px, int n);
void fx_fable_057_garnet(unsigned char *px, int n);
