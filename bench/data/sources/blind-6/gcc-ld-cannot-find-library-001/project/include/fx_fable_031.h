void fx_fable_031_delta(unsigned char *px, int n);
void fx_fable_031_ember(unsigned char *px, int n);
void fx_fable_031_fable(unsigned char *px, int n);
void fx_fable_031_garnet(unsigned char *px, int n);
