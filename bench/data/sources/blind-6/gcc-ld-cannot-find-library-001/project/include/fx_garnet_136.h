void fx_garnet_136_ember(unsigned char *px, int n);
void fx_garnet_136_fable(unsigned char *px, int n);
void fx_garnet_136_garnet(unsigned char *px, int n);
void fx_garnet_136_harbor(unsigned char *px, int n);
