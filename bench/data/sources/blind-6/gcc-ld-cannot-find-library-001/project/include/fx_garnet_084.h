void fx_garnet_084_ember(unsigned char *px, int n);
void fx_garnet_084_fable(unsigned char *px, int n);
void fx_garnet_084_garnet(unsigned char *px, int n);
void fx_garnet_084_harbor(unsigned char *px, int n);
