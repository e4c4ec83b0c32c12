void fx_garnet_032_ember(unsigned char *px, int n);
void fx_garnet_032_fable(unsigned char *px, int n);
void fx_garnet_032_garnet(unsigned char *px, int n);
void fx_garnet_032_harbor(unsigned char *px, int n);
