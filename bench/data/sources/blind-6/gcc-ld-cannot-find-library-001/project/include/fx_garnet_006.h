void fx_garnet_006_ember(unsigned char *px, int n);
void fx_garnet_006_fable(unsigned char *px, int n);
void fx_garnet_006_garnet(unsigned char *px, int n);
void fx_garnet_006_harbor(unsigned char *px, int n);
