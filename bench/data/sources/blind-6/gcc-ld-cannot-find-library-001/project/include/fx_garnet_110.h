void fx_garnet_110_ember(unsigned char *px, int n);
void fx_garnet_110_fable(unsigned char *px, int n);
void fx_garnet_110_garnet(unsigned char *px, int n);
void fx_garnet_110_harbor(unsigned char *px, int n);
