void fx_fable_083_delta(unsigned char *px, int n);
void fx_fable_083_ember(unsigned char *px, int n);
void fx_fable_083_fable(unsigned char *px, int n);
void fx_fable_083_garnet(unsigned char *px, int n);
