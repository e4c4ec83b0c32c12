void fx_fable_135_delta(unsigned char *px, int n);
void fx_fable_135_ember(unsigned char *px, int n);
void fx_fable_135_fable(unsigned char *px, int n);
void fx_fable_135_garnet(unsigned char *px, int n);
